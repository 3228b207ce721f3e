/** Copy of the toast notifications (components/Toaster.tsx); the messages come from their callers. */
export const toastCopy = {
  regionLabel: "Notifications",
  dismiss: "Dismiss notification",
};
