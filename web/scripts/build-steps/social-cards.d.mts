export interface CardText {
  eyebrow: string;
  title: string;
  description: string;
}
export interface Card {
  /** Its path under og/ ("services/cloud.png"). */
  file: string;
  art: string;
  /** The language's own words (false: an entry shown from English). */
  own: boolean;
  text: CardText;
}
export function canDraw(code: string): boolean;
export function overlay(text: CardText, code?: string): string;
export function drawCard(artName: string, text: CardText, code?: string): Promise<Buffer>;
export function card(artName: string, text: CardText, outFile: string, code?: string): Promise<void>;
export function cardsIn(code: string, content?: unknown): Card[];
export function renderCards(clientDir: string, cardsOf: (code: string) => Card[]): Promise<string>;
export function run(clientDir: string): Promise<string>;
