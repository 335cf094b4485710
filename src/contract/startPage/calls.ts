import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { startPageContract } from './module';

/** One record a card lists (the first few of what it counts): its number, a line of codes and names, a time it counts down to. */
export const StartCardItemSchema = Type.Object({
  Id: Type.Integer(),
  /** The record's number (rate, quote, booking, order, listing). */
  No: Type.String(),
  /** Lane, carrier, company: codes and names, in no language of their own. */
  Text: Type.String(),
  /** The record's status code, for the card to name in the reader's language. */
  Status: Type.Optional(Type.String()),
  /** When the record's time runs out (a hold, a quote's validity, an SLA): the card counts down to it. */
  DueAt: Type.Optional(Type.String()),
  /** A second reference the card's action needs (the cargo id an SI is made from). */
  Ref: Type.Optional(Type.String()),
});
export type StartCardItem = Static<typeof StartCardItemSchema>;

/** One card: which it is, how many records wait (all of them, not only the listed ones) and the first few. */
export const StartCardSchema = Type.Object({
  /** `<module>.<card>`, as both sides declare it. */
  Id: Type.String(),
  Count: Type.Integer({ minimum: 0 }),
  Items: Type.Array(StartCardItemSchema),
});
export type StartCard = Static<typeof StartCardSchema>;
/** What a module counts for one of its cards. */
export type StartCardFigures = Omit<StartCard, 'Id'>;

/** StartPage/Cards: the cards this person may see, in the modules' order. */
export const StartCardsAnswer = Type.Object({ Cards: Type.Array(StartCardSchema) });
export type StartCards = Static<typeof StartCardsAnswer>;

/** How many records a card lists under its count. */
export const START_CARD_ITEMS = 5;

/** StartPage/Cards as a call: every signed-in employee may ask; the server answers the cards they may see. */
export const startPageCalls = {
  cards: defineCall({ method: 'GET', path: startPageContract.paths.startPageCards, input: Type.Object({}), answer: StartCardsAnswer, access: { menus: [] } }),
};
