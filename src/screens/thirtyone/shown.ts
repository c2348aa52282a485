// The Thirty-One table as it lies, changed by the game's events: each seat's
// cards and the pot, every card under a key that stays with it while it
// moves, so a card changed with the pot glides there from the hand it left.
// A card's face is known (`card`) once it has been face up in the pot or is
// in the hand of the seat being shown; whether a seat's cards lie face up is
// the felt's business (only the uncovered person's, and all at a round's end).

import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import type { ThirtyOneEvent, ThirtyOneView } from '../../engine/thirtyone';

export interface Slot {
  key: string;
  /** The card, when the table may know it; null for a back nobody has seen. */
  card: Card | null;
}

export interface Shown31 {
  /** Each seat's cards, three for a seat in the round, none for a seat out. */
  seats: Slot[][];
  /** The middle: the extra set face down while the dealer chooses, then the pot face up. */
  pot: Slot[];
}

/** A place on the table a card comes from or goes to. */
export type Where = { seat: Seat; slot: number } | { pot: number };

/** The table after an event, and where its new cards come from. */
export interface Step {
  shown: Shown31;
  /** A card that was not on the table comes from here. */
  from: Map<string, Where>;
}

export const EMPTY_31: Shown31 = { seats: [], pot: [] };

type Of<T extends ThirtyOneEvent['type']> = Extract<ThirtyOneEvent, { type: T }>;

const back = (round: number, seat: Seat, i: number): Slot => ({ key: `b:${round}:${seat}:${i}`, card: null });
const known = (card: Card): Slot => ({ key: card, card });

/** The dealer's extra set, face down in the middle. */
const extraSet = (round: number): Slot[] => Array.from({ length: 3 }, (_, i) => ({ key: `x:${round}:${i}`, card: null }));

/** The cards of `seat` as the shown seat knows them: its own hand by name, another's as backs. */
function handSlots(round: number, seat: Seat, count: number, own: readonly Card[] | null): Slot[] {
  return Array.from({ length: count }, (_, i) => {
    const card = own?.[i];
    return card === undefined ? back(round, seat, i) : known(card);
  });
}

/**
 * A new round: three cards to each seat still in, from the dealer's hand
 * round the table, and the extra set face down in the middle. `hands` holds
 * the hands the table may see by name (the shown seat's; every seat's in a
 * replay).
 */
export function dealStep(event: Of<'deal'>, players: number, hands: readonly (readonly Card[] | null)[]): Step {
  const inRound = new Set(event.seats);
  const seats = Array.from({ length: players }, (_, seat) => (inRound.has(seat) ? handSlots(event.round, seat, 3, hands[seat] ?? null) : []));
  const pot = extraSet(event.round);
  const from = new Map<string, Where>();
  for (const slot of [...seats.flat(), ...pot]) from.set(slot.key, { seat: event.dealer, slot: 1 });
  return { shown: { seats, pot }, from };
}

/**
 * The dealer's choice. Hand: the extra set turns face up as the pot. Pot: the
 * dealer's hand goes face up into the middle and the extra set to the dealer
 * (by name when the dealer's hand may be seen, `dealerHand`).
 */
export function chooseStep(shown: Shown31, event: Of<'choose'>, dealerHand: readonly Card[] | null): Step {
  const from = new Map<string, Where>();
  const seats = shown.seats.map((slots) => slots.slice());
  if (event.choice === 'hand') {
    event.pot.forEach((card, i) => from.set(card, { pot: i }));
    return { shown: { seats, pot: event.pot.map(known) }, from };
  }
  const old = shown.seats[event.seat] ?? [];
  event.pot.forEach((card, i) => {
    if (!old.some((s) => s.key === card)) from.set(card, { seat: event.seat, slot: i });
  });
  seats[event.seat] = shown.pot.map((slot, i) => {
    const card = dealerHand?.[i];
    if (card === undefined) return slot;
    from.set(card, { pot: i });
    return known(card);
  });
  return { shown: { seats, pot: event.pot.map(known) }, from };
}

/** Where `card` lies in a seat's hand: its own slot when known, else a back (which one is nobody's business). */
function handSlotOf(slots: readonly Slot[], card: Card): number {
  const named = slots.findIndex((s) => s.key === card);
  if (named >= 0) return named;
  const unseen = slots.findIndex((s) => s.card === null);
  return unseen >= 0 ? unseen : 0;
}

/** One card from a hand into the pot, in the place of the pot's card, which goes into the hand. */
export function changeStep(shown: Shown31, event: Of<'change'>): Step {
  const seats = shown.seats.map((slots) => slots.slice());
  const hand = seats[event.seat] ?? [];
  const slot = handSlotOf(hand, event.card);
  const potAt = shown.pot.findIndex((s) => s.key === event.potCard);
  const from = new Map<string, Where>();
  if (hand[slot]?.key !== event.card) from.set(event.card, { seat: event.seat, slot });
  hand[slot] = known(event.potCard);
  seats[event.seat] = hand;
  const pot = shown.pot.map((s, i) => (i === potAt ? known(event.card) : s));
  return { shown: { seats, pot }, from };
}

/** The whole pot into a hand, and the hand into the pot. */
export function takePotStep(shown: Shown31, event: Of<'take-pot'>): Step {
  const seats = shown.seats.map((slots) => slots.slice());
  const old = shown.seats[event.seat] ?? [];
  const from = new Map<string, Where>();
  event.left.forEach((card, i) => {
    if (!old.some((s) => s.key === card)) from.set(card, { seat: event.seat, slot: i });
  });
  seats[event.seat] = event.taken.map(known);
  return { shown: { seats, pot: event.left.map(known) }, from };
}

/** The round is over: every hand is shown; a card seen for the first time turns over where a back lay. */
export function revealStep(shown: Shown31, hands: readonly (readonly Card[])[]): Step {
  const from = new Map<string, Where>();
  const seats = shown.seats.map((slots, seat) => {
    const backs = slots.flatMap((s, i) => (hands[seat]?.includes(s.key as Card) ? [] : [i]));
    return (hands[seat] ?? []).map((card) => {
      if (!slots.some((s) => s.key === card)) from.set(card, { seat, slot: backs.shift() ?? 0 });
      return known(card);
    });
  });
  return { shown: { seats, pot: shown.pot }, from };
}

/** The table as a view shows it, with no move under way (a game carried on, or the shown person changed). */
/** The cards `event` moves on the table as `shown` (`hands`: the cards each seat may show by name); null for an event that moves none. */
export function eventStep(shown: Shown31, event: ThirtyOneEvent, players: number, hands: readonly (readonly Card[] | null)[]): Step | null {
  switch (event.type) {
    case 'deal':
      return dealStep(event, players, hands);
    case 'choose':
      return chooseStep(shown, event, hands[event.seat] ?? null);
    case 'change':
      return changeStep(shown, event);
    case 'take-pot':
      return takePotStep(shown, event);
    case 'round-end':
      return revealStep(shown, event.hands);
    default:
      return null;
  }
}

export function shownOf(view: ThirtyOneView, hands: readonly (readonly Card[] | null)[]): Shown31 {
  const seats = view.handSizes.map((count, seat) => handSlots(view.round, seat, count, hands[seat] ?? null));
  const pot = view.phase === 'choose' ? extraSet(view.round) : view.pot.map(known);
  return { seats, pot };
}

/** The shown seat's own cards by name (after a reload, a replay, or when the shown person changes). */
export function withHand(shown: Shown31, seat: Seat, hand: readonly Card[]): Shown31 {
  const seats = shown.seats.map((slots, s) => (s === seat && hand.length === slots.length ? hand.map(known) : slots));
  return { ...shown, seats };
}

/** Where `card` lies: its slot in `seat`'s hand, or in the pot (seat null). */
export function slotOf(shown: Shown31, seat: Seat | null, card: Card): number {
  const slots = seat === null ? shown.pot : (shown.seats[seat] ?? []);
  return Math.max(0, slots.findIndex((s) => s.key === card || s.card === card));
}
