// The status line under the Euchre table: what is happening and what the
// player should do, from the player's view alone (and a pad pulled out), so
// every line is tested without a screen. Each situation has wordings from the fullest to the
// shortest; the table shows the first that fits.

import { type Card, SUIT_NAMES, cardName } from '../../engine/cards';
import { type EuchreView, effectiveSuit } from '../../engine/euchre';
import type { Button, Device } from '../../input/commands';
import { promptText } from '../../input/prompts';
import { type You, who } from './euchre-texts';

export interface EuchreStatusScene {
  view: EuchreView;
  names: readonly string[];
  /** How the last hand ended, shown until the next is dealt; null while a hand is on. */
  handResult: string | null;
  device: Device;
  /** Rules or level chosen for the next game. */
  pending: boolean;
  /** A pad was pulled out (and not put back yet). */
  unplugged?: boolean;
  /** The seat called "you" (seat 0), or null when several people at the screen are each called by name. */
  you?: You;
  /** The person asked to act while their cards are covered, by name: the line says whose turn it is and nothing of their hand. */
  covered?: string | null;
  /** Someone watching a network game: no seat is theirs, so nothing is asked of them (the view is seat 1's, without its hand). */
  watching?: boolean;
}

/** What is said of a pad pulled out, fullest first. */
const UNPLUGGED = ['The pad was unplugged: plug it in again, or play on with the keys or the mouse.', 'Pad unplugged: plug it in again, or use the keys.', 'Pad unplugged.'];

const lower = (card: Card) => cardName(card).toLowerCase();

function sentences({ view, names, handResult, you = 0, covered = null, watching = false }: EuchreStatusScene): string[] {
  const name = (seat: number) => who(seat, names, you);
  if (view.phase === 'over') return ['The game is over.'];
  if (handResult !== null) return [handResult, 'The hand is over.'];
  if (covered !== null) return [`${covered}'s turn: the cards are covered until ${covered} shows them.`, `${covered}'s turn.`];
  const mine = !watching && view.toAct === view.seat;
  const actor = view.toAct === null ? '' : name(view.toAct);
  switch (view.phase) {
    case 'order': {
      const up = view.upcard === null ? 'the card' : `the ${lower(view.upcard)}`;
      const suit = view.upcard === null ? 'its suit' : SUIT_NAMES[effectiveSuit(view.upcard, null)];
      if (!mine) return [`${name(view.dealer)} turned up ${up}. ${actor} to bid.`, `${actor} to bid.`];
      if (view.dealer === view.seat) return [`You turned up ${up}. Pick it up (${suit} trump) or pass.`, `Pick it up (${suit} trump) or pass.`];
      return [`${name(view.dealer)} turned up ${up}. Order it up (${suit} trump) or pass.`, `Order it up (${suit} trump) or pass.`];
    }
    case 'call': {
      // The turned-down card lies face down: every wording says which suit it was.
      const down = view.turnedDown === null ? 'The card' : `The ${lower(view.turnedDown)}`;
      const suit = view.turnedDown === null ? 'Its suit' : SUIT_NAMES[effectiveSuit(view.turnedDown, null)];
      if (!mine) return [`${down} was turned down. ${actor} to name a suit or pass.`, `${suit} turned down. ${actor} to bid.`, `Not ${suit}: ${actor} to bid.`];
      const stuck = view.options.stickTheDealer && view.dealer === view.seat;
      if (stuck) return [`${down} was turned down. You are the dealer: you must name trump.`, `${suit} turned down. You must name trump.`, `Not ${suit}: name trump.`];
      return [`${down} was turned down. Name another suit for trump, or pass.`, `${suit} turned down. Name another suit or pass.`, `Not ${suit}: name trump or pass.`];
    }
    case 'discard':
      if (!mine) return [`${actor} takes up the card and puts one down.`, `${actor} puts a card down.`];
      return [`You took the ${view.takenUp === null ? 'turned card' : lower(view.takenUp)}. Choose a card to put down.`, 'Choose a card to put down.'];
    case 'give': {
      const lone = view.maker === null ? 'your partner' : name(view.maker);
      if (!mine) return [`${actor} gives ${view.maker === view.seat && view.seat === you ? 'you' : lone} a card.`];
      return [`${lone} is going alone. Choose the card to give.`, 'Choose the card to give.'];
    }
    case 'lone-discard':
      if (!mine) return [`${actor} puts a card down.`];
      return [`You were given the ${view.given === null ? 'card' : lower(view.given)}. Choose a card to put down.`, 'Choose a card to put down.'];
    case 'play':
      return playSentences(view, name, mine);
    default:
      return [''];
  }
}

function playSentences(view: EuchreView, name: (seat: number) => string, mine: boolean): string[] {
  const trump = view.trump === null ? '' : ` ${SUIT_NAMES[view.trump]} are trump.`;
  const first = view.trick[0];
  if (mine) {
    if (first === undefined) return [`Your lead.${trump}`, 'Your lead.'];
    const led = SUIT_NAMES[effectiveSuit(first.card, view.trump)];
    return [`Your turn. ${name(first.seat)} led ${led}.${trump}`, `Your turn. ${led} led.`, 'Your turn.'];
  }
  if (view.toAct === null) return [''];
  return [`${name(view.toAct)} to play.${trump}`, `${name(view.toAct)} to play.`];
}

/** The pad's buttons for what the player can do now. */
function padPairs(view: EuchreView): (readonly [Button, string])[] {
  if (view.toAct !== view.seat) return [];
  if (view.phase === 'order' || view.phase === 'call') return [['up', 'Bid'], ['confirm', 'Choose']];
  return [['confirm', view.phase === 'play' ? 'Play' : 'Choose']];
}

/** The status line's wordings, fullest first, ending with one that always fits. */
export function euchreStatus(scene: EuchreStatusScene): string[] {
  const pairs = scene.device === 'gamepad' && scene.handResult === null && !scene.covered && !scene.watching ? padPairs(scene.view) : [];
  const prompt = pairs.length > 0 ? `  ${promptText(pairs, 'gamepad')}` : '';
  const note = scene.pending ? ' New options next game.' : '';
  const said = sentences(scene).map((sentence) => `${sentence}${note}${prompt}`);
  // A pad pulled out is said after the state of play, never instead of it.
  const forms = scene.unplugged ? UNPLUGGED.flatMap((pad) => said.map((sentence) => `${sentence} ${pad}`)) : said;
  return [...new Set(forms)];
}
