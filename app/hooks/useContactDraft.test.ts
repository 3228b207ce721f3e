import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyContact } from "~/lib/contactForm";
import { CONTACT_DRAFT_KEY, useContactDraft } from "./useContactDraft";

function renderDraft(role = "") {
  return renderHook(
    ({ role }) => {
      const form = useForm({ defaultValues: emptyContact });
      const draft = useContactDraft(form, role);
      return { form, draft };
    },
    { initialProps: { role } },
  );
}

const stored = () => JSON.parse(window.localStorage.getItem(CONTACT_DRAFT_KEY) ?? "null");

describe("useContactDraft", () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it("saves what is typed and restores it on the next visit", () => {
    const first = renderDraft();
    act(() => first.result.current.form.setValue("firstName", "सीता"));
    act(() => first.result.current.form.setValue("message", "Half-written message"));
    expect(stored()).toMatchObject({ firstName: "सीता", message: "Half-written message" });
    first.unmount();

    const second = renderDraft();
    expect(second.result.current.form.getValues()).toEqual({
      ...emptyContact,
      firstName: "सीता",
      message: "Half-written message",
    });
  });

  it("forgets the draft when cleared and when every field is emptied", () => {
    const { result } = renderDraft();
    act(() => result.current.form.setValue("email", "sita@example.com"));
    act(() => result.current.draft.clear());
    expect(stored()).toBeNull();
    act(() => result.current.form.setValue("email", "sita@example.com"));
    act(() => result.current.form.reset(emptyContact));
    expect(stored()).toBeNull();
  });

  it("pre-fills a job application on top of the draft", () => {
    window.localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ firstName: "Ram", message: "See my CV" }),
    );
    const { result } = renderDraft("Full Stack Developer");
    expect(result.current.form.getValues()).toMatchObject({
      firstName: "Ram",
      service: "Other",
      message: "Application: Full Stack Developer\n\nSee my CV",
    });
  });

  it("ignores a broken or tampered draft", () => {
    window.localStorage.setItem(CONTACT_DRAFT_KEY, "{not json");
    expect(renderDraft().result.current.form.getValues()).toEqual(emptyContact);
    window.localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ firstName: 7, service: "Hacking" }));
    expect(renderDraft().result.current.form.getValues()).toEqual(emptyContact);
  });

  it("keeps the form working when storage is blocked", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("SecurityError");
    });
    const { result } = renderDraft();
    act(() => result.current.form.setValue("firstName", "Sita"));
    expect(result.current.form.getValues("firstName")).toBe("Sita");
  });
});
