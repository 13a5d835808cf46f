import { useRef, useState } from "react";

/**
 * A WhatsApp chat opened from a server's answer: the tab is opened on the click itself (a tab
 * opened after the answer would be blocked as a pop-up), then sent to the wa.me link the answer
 * gives. The link is kept (`href`) for a "WhatsApp did not open?" line.
 */
export function useWhatsAppTab() {
  const [href, setHref] = useState<string | null>(null);
  const tab = useRef<Window | null>(null);
  return {
    href,
    /** On the click: a blank tab, not able to reach this page. */
    openBlank() {
      const opened = window.open("", "_blank");
      if (opened) opened.opener = null;
      tab.current = opened;
    },
    /** The request failed: the blank tab is closed. */
    close() {
      tab.current?.close();
      tab.current = null;
    },
    /** The answer's link, in the tab opened on the click (or a new one if that was closed or blocked). */
    go(link: string) {
      setHref(link);
      const opened = tab.current;
      tab.current = null;
      if (opened && !opened.closed) opened.location.href = link;
      else window.open(link, "_blank", "noopener,noreferrer");
    },
  };
}
