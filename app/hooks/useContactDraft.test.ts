import { act, renderHook } from "@testing-library/react";
import type { ChangeEvent } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactField } from "~/content/contact";
import { emptyContact } from "~/lib/contactForm";
import { CONTACT_DRAFT_KEY, useContactDraft } from "./useContactDraft";
import { useContactForm } from "./useContactForm";

function renderDraft(role = "") {
  const rendered = renderHook(
    ({ role }) => {
      const form = useContactForm();
      const draft = useContactDraft(form.values, form.reset, role);
      return { form, draft };
    },
    { initialProps: { role } },
  );
  /** Types into a field as its control would report it. */
  const type = (field: ContactField, value: string) =>
    act(() =>
      rendered.result.current.form
        .fieldProps(field)
        .onChange({ target: { value } } as ChangeEvent<HTMLInputElement>),
    );
  return { ...rendered, type, values: () => rendered.result.current.form.values };
}

const stored = () => JSON.parse(window.localStorage.getItem(CONTACT_DRAFT_KEY) ?? "null");

describe("useContactDraft", () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it("saves what is typed and restores it on the next visit", () => {
    const first = renderDraft();
    first.type("firstName", "सीता");
    first.type("message", "Half-written message");
    expect(stored()).toMatchObject({ firstName: "सीता", message: "Half-written message" });
    first.unmount();

    const second = renderDraft();
    expect(second.values()).toEqual({
      ...emptyContact,
      firstName: "सीता",
      message: "Half-written message",
    });
  });

  it("remembers when the visitor began it, so a draft sent at once on a later visit took its time", () => {
    const begun = Date.now() - 5 * 60_000;
    window.localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ firstName: "Ram", message: "Begun five minutes ago", startedAt: begun }),
    );
    const later = renderDraft();
    expect(later.result.current.draft.startedAt()).toBe(begun);
    later.type("lastName", "Thapa");
    expect(stored()).toMatchObject({ lastName: "Thapa", startedAt: begun });
    act(() => later.result.current.draft.clear());
    expect(later.result.current.draft.startedAt()).toBeNull();
    later.unmount();
    // A new draft starts its own time; one from the future is taken as begun now.
    const fresh = renderDraft();
    expect(fresh.result.current.draft.startedAt()).toBeNull();
    fresh.type("firstName", "Sita");
    expect(fresh.result.current.draft.startedAt()).toBeGreaterThanOrEqual(begun + 5 * 60_000 - 1000);
    fresh.unmount();
    window.localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ firstName: "Ram", startedAt: Date.now() + 1e9 }),
    );
    expect(renderDraft().result.current.draft.startedAt()).toBeLessThanOrEqual(Date.now());
  });

  it("forgets the draft when cleared and when every field is emptied", () => {
    const { result, type } = renderDraft();
    type("email", "sita@example.com");
    act(() => result.current.draft.clear());
    expect(stored()).toBeNull();
    type("email", "sita@example.com");
    act(() => result.current.form.reset(emptyContact));
    expect(stored()).toBeNull();
    type("email", "sita@example.com");
    type("email", "");
    expect(stored()).toBeNull();
  });

  it("pre-fills a job application on top of the draft", () => {
    window.localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ firstName: "Ram", message: "See my CV" }),
    );
    const { values } = renderDraft("Full Stack Developer");
    expect(values()).toMatchObject({
      firstName: "Ram",
      service: "Other",
      message: "Application: Full Stack Developer\n\nSee my CV",
    });
  });

  it("ignores a broken or tampered draft", () => {
    window.localStorage.setItem(CONTACT_DRAFT_KEY, "{not json");
    expect(renderDraft().values()).toEqual(emptyContact);
    window.localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ firstName: 7, service: "Hacking" }));
    expect(renderDraft().values()).toEqual(emptyContact);
  });

  it("keeps the form working when storage is blocked", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("SecurityError");
    });
    const { type, values } = renderDraft();
    type("firstName", "Sita");
    expect(values().firstName).toBe("Sita");
  });
});
