// Who decides for each seat at the Thirty-One table, changed from game to
// game as the players are set up: a computer player at its own level, or a
// person at this cabinet with their own gamepad or sharing the keyboard,
// the mouse and any pad nobody has claimed. The session is given one seat
// slot per seat (as the game server's), and seating the players of the next
// game puts each one in their slot, so a seat can later be a person
// elsewhere too.

import { type SeatPlan, personNames, tableLevel } from './seat-plan';
import type { Level, Seat } from '../../engine/game';
import type { Command } from '../../input/commands';
import { type Controller, type Decision, LocalSeat } from '../../table/seats';
import { SeatSlot } from '../../table/seat-slot';

const SEATS = 4;

/** What anyone may do whoever's turn it is: the menus, help and back, and anything not done at the table (a pad plugged in...). */
function everyones(command: Command): boolean {
  if (command.type === 'press') return command.button === 'menu' || command.button === 'help' || command.button === 'back';
  return command.type !== 'pointer' && command.type !== 'char';
}

export class TableSeats<V, A> {
  private plans: SeatPlan[] = [];
  private readonly persons = new Map<Seat, LocalSeat<V, A>>();
  private computers: Controller<V, A>[] = [];
  private slots: SeatSlot<V, A>[] = [];
  private kiosk: LocalSeat<V, A> | null = null;
  /** The seats are a network table's (this kiosk's people among players elsewhere), not a table of the kiosk's own. */
  private network = false;

  /**
   * `asked` runs when a person other than the kiosk's (seat 0, whose table
   * hears it itself) is asked to act; a computer at a seat with no plan
   * plays at `tableLevel` (the menus' level, at a game that has one).
   */
  constructor(
    private readonly asked: (decision: Decision<V, A>) => void,
    private readonly tableLevel: () => Level = () => 'novice',
  ) {}

  /** The session's controllers: each hands its decisions to whoever sits there now. */
  build(standard: { person: LocalSeat<V, A>; computer: (level: () => Level) => Controller<V, A> }): Controller<V, A>[] {
    this.kiosk = standard.person;
    this.computers = Array.from({ length: SEATS }, (_, seat) => standard.computer(() => this.levelOf(seat)));
    this.slots = this.computers.map((computer) => new SeatSlot(computer));
    return this.slots;
  }

  /** Seat the players of the next game (seat 0's person is the kiosk's own, named by the table); `network`: a network table's. */
  set(plans: readonly SeatPlan[], network = false): void {
    this.network = network;
    this.plans = plans.slice();
    this.persons.clear();
    plans.forEach((plan, seat) => {
      if (plan.kind !== 'person') return;
      const local = seat === 0 && this.kiosk ? this.kiosk : new LocalSeat<V, A>(plan.name, null, this.asked);
      local.name = plan.name;
      this.persons.set(seat, local);
    });
    this.slots.forEach((slot, seat) => slot.replace(this.controllerOf(seat)));
  }

  get seating(): readonly SeatPlan[] {
    return this.plans;
  }

  /** The table of the kiosk's own last seated, or null while the seats are a network table's. */
  get own(): readonly SeatPlan[] | null {
    return this.network ? null : this.plans;
  }

  /** The level a game at this table is recorded at: its weakest computer player's (expert among people only). */
  get level(): Level {
    return tableLevel(this.plans);
  }

  /** The persons' names by seat (null for a computer or a guest), for the statistics. */
  get statNames(): (string | null)[] {
    return personNames(this.plans);
  }

  plan(seat: Seat): SeatPlan | undefined {
    return this.plans[seat];
  }

  /** The person at `seat`, or null for a computer. */
  person(seat: Seat): LocalSeat<V, A> | null {
    return this.persons.get(seat) ?? null;
  }

  /** Seats where people sit, in order. */
  get personSeats(): Seat[] {
    return [...this.persons.keys()].sort((a, b) => a - b);
  }

  /** Seats a computer plays, in order. */
  get computerSeats(): Seat[] {
    return this.plans.flatMap((plan, seat) => (plan.kind === 'computer' ? [seat] : []));
  }

  /** The person asked to act now, if any. */
  waiting(): { seat: Seat; person: LocalSeat<V, A>; decision: Decision<V, A> } | null {
    for (const [seat, person] of this.persons) {
      const decision = person.waiting;
      if (decision) return { seat, person, decision };
    }
    return null;
  }

  /**
   * Whether `command` may act for `seat`: its own pad only, or (sharing)
   * anything but a pad another seat has claimed. A seat whose pad has been
   * pulled out (not among `plugged`) is played from the shared devices until
   * it is back, so nobody is stuck waiting for it.
   */
  mayAct(seat: Seat, command: Command, plugged: readonly number[]): boolean {
    if (everyones(command)) return true;
    const plan = this.plans[seat];
    if (plan?.kind !== 'person') return false;
    const pad = command.type === 'press' && command.device === 'gamepad' ? (command.pad ?? 0) : null;
    if (plan.pad !== null && plugged.includes(plan.pad)) return pad === plan.pad;
    return pad === null || !this.claimedPads(plugged).includes(pad);
  }

  /** Pads plugged in that play a seat of their own. */
  private claimedPads(plugged: readonly number[]): number[] {
    return this.plans.flatMap((p) => (p.kind === 'person' && p.pad !== null && plugged.includes(p.pad) ? [p.pad] : []));
  }

  private levelOf(seat: Seat): Level {
    const plan = this.plans[seat];
    return plan?.kind === 'computer' ? plan.level : this.tableLevel();
  }

  private controllerOf(seat: Seat): Controller<V, A> {
    const person = this.persons.get(seat);
    if (person) return person;
    const computer = this.computers[seat];
    if (!computer) throw new RangeError(`Nobody sits at seat ${seat}.`);
    return computer;
  }
}
