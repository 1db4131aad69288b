// The JSON contract of docs/web.md (only the fields the page reads).

export interface Seat {
  name: string;
  computer?: boolean;
  level?: string | null;
  to_act?: boolean;
}

export interface GameInfo {
  id?: number;
  edition: string;
  side: string;
  status: string;
  ply: number;
  rated?: boolean;
  language?: string;
  round?: number;
}

export interface AzulBoard {
  score: number;
  lines: string[];
  wall: string[];
  floor: string;
  breakdown?: number[];
}

export interface PavilionBoard {
  score: number;
  stars: string[];
  hand: string;
  corner: string;
  passed: boolean;
  breakdown?: number[];
  bonus_tiles?: number;
}

export interface BaseState {
  edition: string;
  side: string;
  players: string[];
  round: number;
  phase: string;
  turn: number | null;
  centre: string;
  factories: string[];
  bag: string;
  winners?: number[];
}

export interface AzulState extends BaseState {
  boards: AzulBoard[];
  lid: string;
  marker_in_centre: boolean;
  wall_cursor?: [number, number];
}

export interface PavilionState extends BaseState {
  boards: PavilionBoard[];
  supply: string;
  tower: string;
  marker_holder: number | null;
}

export interface Final {
  winners: number[];
  breakdown: number[][] | Record<string, number>[];
  labels?: string[];
}

export interface Table {
  type?: string;
  v?: number;
  game: GameInfo;
  seats: Seat[];
  you: number | null;
  can_move: boolean;
  legal: string[];
  state: AzulState | PavilionState;
  deadline: number | null;
  narration?: string[];
  final: Final | null;
  labels?: Record<string, string>;
  replay?: { plies: number; index: number } | null;
}

export interface ErrorPayload {
  error: string;
  code?: string;
  ok?: boolean;
}
