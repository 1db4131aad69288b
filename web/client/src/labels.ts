/*
 * Every word the page shows. Keys shared with render/theme.py LABELS (round, round_of, to_play,
 * choose_column, bag, lid, tower, passed, winner, total, wall, floor, rows, columns, colours,
 * start, placements, first_player, discards, stars, numbers, game_over) mean the same there.
 * The server sends `labels` in the game's language; any key it
 * leaves out falls back to the English text below. `{name}`-style fields are filled in.
 *
 * Keys used by the page:
 *   title, loading, no_token, error, error_401, error_403, error_404, error_409, error_422,
 *   error_429, error_network, move_refused, sending,
 *   round, round_of, to_play, your_turn, choose_column, game_over, winner, you,
 *   live, reconnecting, timer, colour_blind, narration,
 *   factory, centre, bag, lid, tower, supply, wild, hand, corner, passed, marker, board,
 *   board_you, line, floor, wall_cell, space, star_centre, empty, count_colour,
 *   blue, yellow, red, black, white, purple, green, orange,
 *   prompt_draft, prompt_line, prompt_wall, prompt_acquire, prompt_place, prompt_colour,
 *   prompt_wilds, prompt_bonus, prompt_keep, prompt_other, wilds, keep_nothing, keep_done,
 *   kept_so_far, pass, cancel,
 *   final_title, total, replay_prev, replay_next, replay_pos,
 *   wall, rows, columns, colours, start, placements, first_player, discards,
 *   stars, numbers
 */

export const FALLBACK: Record<string, string> = {
  title: "Azul table",
  loading: "Loading…",
  no_token: "This page needs the link the bot gave you (it carries a ?t=… token).",
  error: "Something went wrong.",
  error_401: "This link is not valid or has expired. Ask the bot for a new one.",
  error_403: "This link does not allow that.",
  error_404: "This game was not found.",
  error_409: "The table changed meanwhile; it has been reloaded.",
  error_422: "That move is not possible.",
  error_429: "Too many requests: wait a moment and try again.",
  error_network: "Cannot reach the server.",
  move_refused: "Move refused: {reason}",
  sending: "Sending…",
  round: "Round {n}",
  round_of: "Round {n}/{total}",
  to_play: "{name} to play",
  your_turn: "Your turn",
  choose_column: "{name}: choose a column for line {n}",
  game_over: "Game over",
  winner: "Winner",
  you: "you",
  live: "live",
  reconnecting: "reconnecting…",
  timer: "Time left",
  colour_blind: "Colour-blind symbols",
  narration: "Last moves",
  factory: "Factory {n}",
  centre: "Centre",
  bag: "Bag",
  lid: "Lid",
  tower: "Tower",
  supply: "Supply",
  wild: "Wild colour",
  hand: "Hand",
  corner: "Kept",
  passed: "passed",
  marker: "first-player marker",
  board: "{name}: board, {score} points",
  board_you: "{name} (you): board, {score} points",
  line: "Pattern line {n}",
  floor: "Floor",
  wall_cell: "Wall line {row}, column {column}",
  space: "{star} star, space {n}, cost {cost}",
  star_centre: "centre",
  empty: "empty",
  count_colour: "{n} {colour}",
  blue: "blue",
  yellow: "yellow",
  red: "red",
  black: "black",
  white: "white",
  purple: "purple",
  green: "green",
  orange: "orange",
  prompt_draft: "Your turn: choose tiles in a factory or the centre.",
  prompt_line: "Now choose a pattern line or the floor.",
  prompt_wall: "Choose the column for line {n}.",
  prompt_acquire: "Your turn: take tiles from a factory or the centre.",
  prompt_place: "Your turn: choose a star space to cover, or pass.",
  prompt_colour: "Which colour?",
  prompt_wilds: "How many wild tiles?",
  prompt_bonus: "Choose your bonus tiles.",
  prompt_keep: "Choose the tiles to keep (up to 4).",
  prompt_other: "Choose:",
  wilds: "{n} wild",
  keep_nothing: "Keep nothing",
  keep_done: "Done",
  kept_so_far: "Chosen: {tiles}",
  pass: "Pass",
  cancel: "Cancel",
  final_title: "Final scores",
  total: "Total",
  replay_prev: "Previous move",
  replay_next: "Next move",
  replay_pos: "Move {i} of {n}",
  wall: "Wall tiles",
  rows: "Rows",
  columns: "Columns",
  colours: "Colours",
  start: "Start",
  placements: "Placements",
  first_player: "First player",
  discards: "Discards",
  stars: "Stars",
  numbers: "Numbers",
};

let current: Record<string, string> = {};

export function setLabels(labels: Record<string, string> | undefined): void {
  current = labels ?? {};
}

/** The text for `key`, in the game's language when the server sent it, filled in. */
export function t(key: string, values?: Record<string, string | number>): string {
  const own = current[key];
  let text = typeof own === "string" && own ? own : FALLBACK[key] ?? key.replace(/_/g, " ");
  if (values) {
    text = text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
  }
  return text;
}
