import { describe, expect, it, vi } from "vitest";
import { createToaster } from "@chakra-ui/react";
import { dismissToast, notify, outletClosed, outletOpened, whenToastWaits } from "./toaster";

describe("notify", () => {
  it("shows one toast per id at a time (spec §8 'de-duplicated by id')", () => {
    const store = createToaster({ placement: "top-end" });
    const create = vi.spyOn(store, "create");
    notify({ id: "logged-out", type: "info", title: "You have been logged out" }, store);
    notify({ id: "logged-out", type: "info", title: "You have been logged out" }, store);
    notify(
      { id: "forbidden", type: "info", title: "You are not allowed to take this action" },
      store,
    );
    expect(create).toHaveBeenCalledTimes(2);
    expect(store.getVisibleToasts().map((t) => t.id)).toEqual(["forbidden", "logged-out"]);
  });

  it("shows it again once dismissed", () => {
    const store = createToaster({ placement: "top-end" });
    notify({ id: "x", type: "success", title: "Email updated" }, store);
    store.remove("x");
    notify({ id: "x", type: "success", title: "Email updated" }, store);
    expect(store.isVisible("x")).toBe(true);
  });

  it("maps durations and closability", () => {
    const store = createToaster({ placement: "top-end" });
    notify(
      { id: "a", type: "warning", title: "t", durationMs: "until-dismissed", closable: false },
      store,
    );
    notify({ id: "b", type: "success", title: "t", durationMs: 2000 }, store);
    const byId = Object.fromEntries(store.getVisibleToasts().map((t) => [t.id, t]));
    expect(byId.a).toMatchObject({ duration: Infinity, closable: false });
    expect(byId.b).toMatchObject({ duration: 2000, closable: true });
  });

  it("asks for the outlet when a toast waits, and shows the toast once the outlet opens", () => {
    const wanted = vi.fn();
    const stop = whenToastWaits(wanted);
    notify({ id: "waiting", type: "info", title: "You have been logged out" });
    expect(wanted).toHaveBeenCalledTimes(1);
    const store = createToaster({ placement: "top-end" });
    outletOpened(store);
    expect(store.isVisible("waiting")).toBe(true);
    outletClosed();
    stop();
  });

  it("dismisses a toast whether it is shown or still waits for the outlet", () => {
    notify({ id: "gone", type: "info", title: "New support message" });
    dismissToast("gone");
    const store = createToaster({ placement: "top-end" });
    outletOpened(store);
    expect(store.isVisible("gone")).toBe(false);
    const dismiss = vi.spyOn(store, "dismiss");
    notify({ id: "shown", type: "info", title: "New support message" });
    dismissToast("shown");
    expect(dismiss).toHaveBeenCalledWith("shown");
    outletClosed();
  });
});
