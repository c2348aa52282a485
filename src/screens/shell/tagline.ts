// The line under the title: it promises exactly the games installed, so a
// cabinet with three games never claims five.

const NUMBERS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

export function gamesTagline(count: number): string {
  if (count === 1) return 'A card game from the 1990s';
  const number = NUMBERS[count];
  return count > 1 && number ? `${number} card games from the 1990s` : 'Card games from the 1990s';
}
