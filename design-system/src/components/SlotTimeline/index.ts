export { SlotTimeline } from './SlotTimeline';
export type { Ramp, SlotTimelineProps, SlotValue, TakenSlot } from './SlotTimeline';
