// What the Euchre table shows, worked out from the player's view: your hand
// in a player's order (trump first, the left bower with it), the others'
// backs, the kitty with the turned card in the middle, the trick, the four
// corners, whose name is lit, the status line, and the bidding buttons
// when it is your bid.

import { type Card, SUIT_NAMES, type Suit, rankOf } from '../../engine/cards';
import { type Bid, type EuchreAction, type EuchreEvent, type EuchreView, effectiveSuit, isLeftBower, isRightBower } from '../../engine/euchre';
import type { Seat } from '../../engine/game';
import type { Shown } from '../table/table-view';
import type { Corners } from './euchre-felt';
import { NB, type You, teamName, who } from './euchre-texts';

/** The order suits are taken in when several orders alternate the colours equally well. */
const SUIT_ORDER: readonly Suit[] = ['S', 'H', 'C', 'D'];
const RANK_ORDER = ['A', 'K', 'Q', 'J', 'T', '9'];
const RED: ReadonlySet<Suit> = new Set(['D', 'H']);

/** Every order of `suits`. */
function orders(suits: readonly Suit[]): Suit[][] {
  if (suits.length <= 1) return [suits.slice()];
  return suits.flatMap((first, i) => orders([...suits.slice(0, i), ...suits.slice(i + 1)]).map((rest) => [first, ...rest]));
}

/** The suits of a hand in the order it is held: trump first, then the colours alternating wherever the suits allow. */
function suitOrder(held: readonly Suit[], trump: Suit | null): Suit[] {
  const others = SUIT_ORDER.filter((suit) => suit !== trump && held.includes(suit));
  const lead = trump !== null && held.includes(trump) ? [trump] : [];
  const clashes = (order: readonly Suit[]) => order.slice(1).filter((suit, i) => RED.has(suit) === RED.has(order[i] as Suit)).length;
  // Orders come out in SUIT_ORDER's order, so the first with the fewest clashes is the steadiest choice.
  let best: Suit[] = [...lead, ...others];
  for (const order of orders(others)) if (clashes([...lead, ...order]) < clashes(best)) best = [...lead, ...order];
  return best;
}

/** Your hand as you would hold it: trump first once it is known (right bower, left bower, A K Q T 9), then the other suits high to low, the colours alternating. */
export function handOrder(hand: readonly Card[], trump: Suit | null): Card[] {
  const suits = suitOrder([...new Set(hand.map((card) => effectiveSuit(card, trump)))], trump);
  const within = (card: Card) => {
    if (trump !== null && isRightBower(card, trump)) return -2;
    if (trump !== null && isLeftBower(card, trump)) return -1;
    return RANK_ORDER.indexOf(rankOf(card));
  };
  const suitRank = (card: Card) => suits.indexOf(effectiveSuit(card, trump));
  return hand.slice().sort((a, b) => suitRank(a) - suitRank(b) || within(a) - within(b));
}

/** The phases in which the player picks a card of the hand. */
export const CARD_PHASES: ReadonlySet<string> = new Set(['discard', 'give', 'lone-discard', 'play']);

/**
 * Whether the pointer stands over your hand (`seat`'s, at the bottom):
 * always, but for a hand you sit out while your partner plays alone, unless
 * a card of yours is asked for then (the Pass Best card, or the dealer's
 * discard). `asked` is the phase of the decision waiting for you, if any.
 */
export function marksHand(sitting: Seat | null, asked: string | null, seat: Seat = 0): boolean {
  return sitting !== seat || (asked !== null && CARD_PHASES.has(asked));
}

/** A card pressed while the cards were dealt, for the decision that has come: kept for a card to choose, dropped at a bid (the press has hurried the deal, its work). */
export function heldPress(held: Card | null, phase: string): Card | null {
  return CARD_PHASES.has(phase) ? held : null;
}

const KITTY = ['kitty:0', 'kitty:1', 'kitty:2'];

/** The pile in the middle: the kitty with the turned card face up on it, then face down; set aside once play starts. */
export function middleOf(view: EuchreView): Shown['middle'] {
  const kitty = KITTY.map((key) => ({ key, card: null }));
  if (view.phase === 'order' && view.upcard !== null) return [...kitty, { key: view.upcard, card: view.upcard }];
  if (view.phase === 'call' && view.turnedDown !== null) return [...kitty, { key: view.turnedDown, card: null }];
  if (view.phase === 'discard' || view.phase === 'give' || view.phase === 'lone-discard') {
    const mine = view.myDiscards.map((card) => ({ key: card, card: null }));
    return [...kitty, ...mine];
  }
  return [];
}

/** The table as `view` has it. */
export function shownOf(view: EuchreView): Shown {
  return {
    hand: handOrder(view.hand, view.trump),
    raised: [],
    backs: view.handSizes.map((n, seat) => (seat === view.seat ? 0 : n)),
    table: view.trick.slice(),
    middle: middleOf(view),
  };
}

/**
 * What the corners tell, kept from the events as they are shown (the view
 * runs ahead of the table while a move's events play out: a hand's last card
 * and the next deal come in one move).
 */
export interface HandInfo {
  dealer: Seat;
  /** Who leads the trick on the table (who led it, or takes the lead once the last was taken); null before the first card of the hand. */
  leader: Seat | null;
  trump: Suit | null;
  maker: Seat | null;
  alone: boolean;
  sitting: Seat | null;
  tricksWon: [number, number];
  /** Team points. */
  points: [number, number];
  /** Each seat's latest bid during the bidding; once trump is made, the maker's alone. */
  said: (Bid | null)[];
}

const NOBODY_SAID: (Bid | null)[] = [null, null, null, null];

/** What each seat has said as `bids` went: its latest bid, or only the maker's once trump is made. */
function saidOf(bids: readonly Bid[]): (Bid | null)[] {
  const made = bids.find((b) => b.bid !== 'pass');
  if (made) return NOBODY_SAID.map((_, seat) => (seat === made.seat ? made : null));
  return NOBODY_SAID.map((_, seat) => bids.filter((b) => b.seat === seat).at(-1) ?? null);
}

/** The corners as `view` has them. */
export function infoOf(view: EuchreView): HandInfo {
  const started = view.phase === 'play' && (view.trick.length > 0 || view.played.some((cards) => cards.length > 0));
  const { dealer, trump, maker, alone, sitting } = view;
  return { dealer, leader: started ? view.leader : null, trump, maker, alone, sitting, tricksWon: [view.tricksWon[0], view.tricksWon[1]], points: [view.scores[0] ?? 0, view.scores[1] ?? 0], said: saidOf(view.bids) };
}

/** The corners after `event`. */
export function infoAfter(info: HandInfo, event: EuchreEvent, trickEmpty: boolean): HandInfo {
  switch (event.type) {
    case 'deal':
      return { ...info, dealer: event.dealer, leader: null, trump: null, maker: null, alone: false, sitting: null, tricksWon: [0, 0], said: NOBODY_SAID };
    case 'pass':
      return { ...info, said: info.said.map((bid, seat) => (seat === event.seat ? { seat, bid: 'pass', suit: null, alone: false } : bid)) };
    case 'make': {
      const made: Bid = { seat: event.seat, bid: event.bid, suit: event.suit, alone: event.alone };
      return { ...info, trump: event.suit, maker: event.seat, alone: event.alone, sitting: event.alone ? (event.seat + 2) % 4 : null, said: saidOf([made]) };
    }
    case 'play':
      return trickEmpty ? { ...info, leader: event.seat } : info;
    case 'trick':
      // Whoever took it leads the next.
      return { ...info, leader: event.winner, tricksWon: [event.tricksWon[0], event.tricksWon[1]] };
    case 'hand':
      return { ...info, points: [event.scores[0], event.scores[1]] };
    default:
      return info;
  }
}

/** A bid as it is shown by the bidder's name: "Passed", "Ordered up Hearts", "Called Spades alone". */
function bidWords(bid: Bid): string {
  const suit = bid.suit === null ? '' : ` ${SUIT_NAMES[bid.suit]}`;
  const alone = bid.alone ? ' alone' : '';
  switch (bid.bid) {
    case 'pass':
      return 'Passed';
    case 'order-up':
      return `Ordered up${suit}${alone}`;
    case 'pick-up':
      return `Picked up${suit}${alone}`;
    case 'call':
      return `Called${suit}${alone}`;
  }
}

/** What `seat` has bid, in words, while it shows: through the bidding, and the maker's for the hand; null for none. */
export function seatBid(info: HandInfo | null, seat: Seat): string | null {
  const bid = info?.said[seat] ?? null;
  return bid === null || info?.sitting === seat ? null : bidWords(bid);
}

/**
 * The name by each hand, with what its player has bid through the bidding,
 * and the maker's bid kept for the hand; the lone maker's partner sits out.
 * `fits` says whether a label goes on one line by its hand; where it does
 * not, the name stands alone and the table shows the bid apart (`seatBid`).
 */
export function seatLabels(info: HandInfo | null, names: readonly string[], fits: (seat: Seat, label: string) => boolean = () => true): string[] {
  return names.map((name, seat) => {
    if (info?.sitting === seat) return `${name} (sitting out)`;
    const bid = seatBid(info, seat);
    if (bid === null) return name;
    const label = `${name}: ${bid}`;
    return fits(seat, label) ? label : name;
  });
}

/** Who leads the first trick: the dealer's left, or the next player when that one sits out. */
function firstLeader(info: HandInfo): Seat {
  const left = (info.dealer + 1) % 4;
  return left === info.sitting ? (left + 1) % 4 : left;
}

/** The four corners of the original's table; `compact` puts each team's tricks and points on one line (under the replay panel). */
export function cornersOf(info: HandInfo | null, names: readonly string[], compact = false, you: You = 0): Corners {
  const gap = compact ? '  ' : '\n';
  const team = (t: 0 | 1) => `${teamName(t, names, false, you)}\nTricks: ${info?.tricksWon[t] ?? 0}${gap}Points: ${info?.points[t] ?? 0}`;
  if (info === null) return { ours: team(0), theirs: team(1), turn: '', trump: '' };
  const made = info.maker === null ? '' : `\nMade by: ${who(info.maker, names, you)}${info.alone ? ' (alone)' : ''}`;
  return {
    ours: team(0),
    theirs: team(1),
    turn: `Dealer: ${who(info.dealer, names, you)}\nLead: ${who(info.leader ?? firstLeader(info), names, you)}`,
    trump: info.trump === null ? 'Trump: not made' : `Trump: ${SUIT_NAMES[info.trump]}${made}`,
  };
}

/** One bidding button, and what pressing it means: a bid, or a make that still asks about going alone. */
export interface BidOffer {
  id: string;
  label: string;
  /** The action without going alone. */
  action: EuchreAction;
  /** The same bid alone, when the rules allow it. */
  alone: EuchreAction | null;
}

const SUIT_LABELS: Record<Suit, string> = { C: '&Clubs', D: '&Diamonds', H: '&Hearts', S: '&Spades' };

/** The bidding buttons for the player's legal bids; null when it is not the player's bid. */
export function bidOffers(view: EuchreView, legal: readonly EuchreAction[]): BidOffer[] | null {
  if (view.phase !== 'order' && view.phase !== 'call') return null;
  const offers: BidOffer[] = [];
  const aloneOf = (match: (a: EuchreAction) => boolean) => legal.find((a) => match(a) && 'alone' in a && a.alone) ?? null;
  for (const action of legal) {
    if (action.type === 'order-up' && !action.alone) offers.push({ id: 'bid-order-up', label: '&Order Up', action, alone: aloneOf((a) => a.type === 'order-up') });
    if (action.type === 'pick-up' && !action.alone) offers.push({ id: 'bid-pick-up', label: 'Pick It &Up', action, alone: aloneOf((a) => a.type === 'pick-up') });
    if (action.type === 'call' && !action.alone) {
      const suit = action.suit;
      offers.push({ id: `bid-${suit}`, label: SUIT_LABELS[suit], action, alone: aloneOf((a) => a.type === 'call' && a.suit === suit) });
    }
  }
  if (legal.some((a) => a.type === 'pass')) offers.push({ id: 'bid-pass', label: '&Pass', action: { type: 'pass' }, alone: null });
  return offers;
}

/** The question a make asks before it is made: whether to go alone. */
export function aloneQuestion(view: EuchreView, action: EuchreAction, names: readonly string[], you: You = 0): string {
  const suit = action.type === 'call' ? action.suit : view.upcard === null ? null : effectiveSuit(view.upcard, null);
  const trump = suit === null ? 'trump' : `${SUIT_NAMES[suit]} trump`;
  const partner = who((view.seat + 2) % 4, names, you);
  const best = view.options.passBest ? ` ${partner} would first give you a card.` : '';
  return `Make ${trump}. Go alone, without ${partner}?${best} All five tricks alone score 4${NB}points; fewer than three lose${NB}2.`;
}
