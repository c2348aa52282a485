// Pixi publishes this entry without types: it only patches Pixi when loaded.
declare module 'pixi.js/unsafe-eval';
