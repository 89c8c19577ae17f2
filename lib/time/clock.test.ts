import { describe, expect, it } from "vitest";
import { indiaInstant } from "../market/india-time";
import { ManualClock, clockStartingAt, systemClock } from "./clock";

describe("clocks", () => {
  it("reads real time by default", () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("stands still until set or advanced", () => {
    const clock = new ManualClock(indiaInstant("2026-08-18", "10:00"));
    expect(clock.now()).toEqual(indiaInstant("2026-08-18", "10:00"));
    clock.advanceMinutes(90);
    expect(clock.now()).toEqual(indiaInstant("2026-08-18", "11:30"));
    clock.advance(-30 * 60_000);
    expect(clock.now()).toEqual(indiaInstant("2026-08-18", "11:00"));
    clock.set(indiaInstant("2026-08-21", "15:30"));
    expect(clock.now()).toEqual(indiaInstant("2026-08-21", "15:30"));
  });

  it("cannot be moved through the Date it hands out, nor set to an invalid instant", () => {
    const clock = new ManualClock(new Date(0));
    clock.now().setTime(123);
    expect(clock.now().getTime()).toBe(0);
    expect(() => clock.set(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => clock.advance(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("starts at a stated instant and then runs at its base clock's speed", () => {
    const machine = new ManualClock(new Date("2031-05-17T22:00:00Z"));
    const clock = clockStartingAt(indiaInstant("2026-11-20", "10:00"), machine);
    expect(clock.now()).toEqual(indiaInstant("2026-11-20", "10:00"));
    machine.advanceMinutes(5);
    expect(clock.now()).toEqual(indiaInstant("2026-11-20", "10:05"));
  });
});
