import type { bookingCalls } from '../../../contract/booking/calls';
import { bookingCalls as calls } from '../../../contract/booking/calls';
import type { CallInput } from '../../../contract/call';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { bookingKeys } from './bookings';

/** The moves of a booking's life the desk and the customer make, each a call on the booking's Id and Version. */
export type BookingMove =
  | 'accept'
  | 'return'
  | 'reject'
  | 'sendToCarrier'
  | 'markBooked'
  | 'release'
  | 'requireAmend'
  | 'decline'
  | 'cancel'
  | 'requestCancel'
  | 'decideCancel'
  | 'requestAmend'
  | 'withdrawAmend'
  | 'decideAmend';
/** What a move takes besides the booking's Id and Version. */
export type MoveExtra<K extends BookingMove> = Omit<CallInput<(typeof bookingCalls)[K]>, 'Id' | 'Version'>;

export const moveBooking = <K extends BookingMove>(move: K, input: CallInput<(typeof bookingCalls)[K]>) =>
  callApi(calls[move] as (typeof bookingCalls)[BookingMove], input as never);

/**
 * A move: the booking's detail, the desk's queue, the lists and the cockpit show its status, and the
 * change log records it.
 */
export const useMoveBooking = () =>
  useCallMutation(
    ({ move, input }: { move: BookingMove; input: { Id: number; Version: number } & Record<string, unknown> }) => moveBooking(move, input as never),
    ({ input }) => [bookingKeys.detail(input.Id), bookingKeys.queue(), bookingKeys.list(), bookingKeys.cockpit(), bookingKeys.changeLog()],
  );
