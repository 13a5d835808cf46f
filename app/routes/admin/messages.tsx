import { Search } from "lucide-react";
import { useCallback, useRef, useState, type FormEvent } from "react";
import type { DataAnswer, MessageCounts, MessageDto, MessageListAnswer, MessageWithReplies, ReplyDto } from "#schemas/wire";
import { MessageDetail } from "~/components/admin/messages-detail";
import { LoadError, LoadingSpinner } from "~/components/admin/list-states";
import { MESSAGES_PAGE_SIZE, type MessageTab } from "~/components/admin/messages-data";
import { MessagesList } from "~/components/admin/messages-list";
import { MessagesTabs } from "~/components/admin/messages-tabs";
import { usePagedList } from "~/components/admin/use-admin-data";
import { Pager } from "~/components/ui/pager";
import { api, serverMessageOf } from "~/lib/api";
import { toast } from "~/lib/toast";
import { adminMeta } from "~/components/admin/admin-meta";

export const meta = () => adminMeta("Messages");

function listPath(tab: MessageTab, page: number, search: string) {
  const q = new URLSearchParams({ page: String(page), limit: String(MESSAGES_PAGE_SIZE) });
  if (tab !== "all") q.set("status", tab);
  if (search) q.set("search", search);
  return `/api/contact?${q}`;
}

/** Admin messages (spec sections 2, 4, 5, 8): tabs with counts, search, paged list, detail, reply, delete. */
export default function MessagesPage() {
  const [tab, setTab] = useState<MessageTab>("all");
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState("");
  const [search, setSearch] = useState("");
  const [counts, setCounts] = useState<MessageCounts | null>(null);
  const [selected, setSelected] = useState<MessageDto | null>(null);
  const [replies, setReplies] = useState<{ id: number; state: "loading" | "error" | "ready"; items: ReplyDto[] }>({ id: 0, state: "loading", items: [] });
  const [statusBusy, setStatusBusy] = useState(false);
  const detailSeq = useRef(0);

  /** Each answer also carries the three tab counts; the open message's fields (status) follow the list. */
  const onAnswer = useCallback((answer: MessageListAnswer) => {
    if (answer.counts) setCounts(answer.counts);
    setSelected((cur) => (cur ? (answer.data.find((m) => m.id === cur.id) ?? cur) : cur));
  }, []);
  // Spec 4: a page beyond the first that comes back empty while there are messages → page 1 (the hook does it).
  const {
    list,
    setList,
    refresh: fetchList,
    reload,
  } = usePagedList<MessageDto, MessageListAnswer>({
    what: "messages",
    path: listPath(tab, page, search),
    page,
    setPage,
    onAnswer,
  });

  const fetchReplies = useCallback(async (id: number) => {
    const seq = ++detailSeq.current;
    setReplies((cur) => (cur.id === id ? { ...cur, state: cur.state === "ready" ? "ready" : "loading" } : { id, state: "loading", items: [] }));
    try {
      const answer = await api<DataAnswer<MessageWithReplies>>("GET", `/api/contact/${id}`, undefined, { auth: true });
      if (seq !== detailSeq.current) return;
      setReplies({ id, state: "ready", items: answer.data.replies ?? [] });
      const { replies: _r, ...fields } = answer.data;
      setSelected((cur) => (cur && cur.id === id ? { ...cur, ...fields } : cur));
    } catch (err) {
      if (seq !== detailSeq.current) return;
      console.error("Failed to load the message", err);
      setReplies({ id, state: "error", items: [] });
    }
  }, []);

  const select = (m: MessageDto) => {
    setSelected(m);
    void fetchReplies(m.id);
    // Narrow screens show the detail in place of the list: start it at the top.
    if (window.matchMedia("(max-width: 1279px)").matches) window.scrollTo({ top: 0 });
  };

  const changeTab = (t: MessageTab) => {
    if (t === tab) return;
    setTab(t);
    setPage(1);
  };

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(searchInput.trim());
    setPage(1);
    reload();
  };

  const reply = async (text: string): Promise<boolean> => {
    if (!selected) return false;
    const id = selected.id;
    try {
      await api("POST", "/api/contact/reply", { id, reply: text }, { auth: true });
    } catch (err) {
      console.error("Failed to send reply", err);
      toast.error(serverMessageOf(err, [400]) ?? "Failed to send reply. Please try again.");
      return false;
    }
    toast.success("Reply sent successfully!");
    try {
      await Promise.all([fetchList(), fetchReplies(id)]);
    } catch (err) {
      console.error("Failed to refresh messages after the reply", err);
      toast.error("Failed to send reply");
    }
    return true;
  };

  const setStatus = async (status: "new" | "resolved") => {
    if (!selected) return;
    setStatusBusy(true);
    try {
      await api("PATCH", `/api/contact/${selected.id}/status`, { status }, { auth: true });
      setSelected((cur) => (cur ? { ...cur, status } : cur));
      toast.success(status === "resolved" ? "Message marked as resolved" : "Message marked as new");
      await fetchList().catch((err) => console.error("Failed to refresh messages", err));
    } catch (err) {
      console.error("Failed to update the message status", err);
      toast.error("Failed to update message status");
    } finally {
      setStatusBusy(false);
    }
  };

  /** Resolves null when deleted, else the message to show (in the confirmation dialog). */
  const remove = async (): Promise<string | null> => {
    if (!selected) return "Failed to delete message";
    const id = selected.id;
    try {
      await api("DELETE", `/api/delete/reply/${id}`, undefined, { auth: true });
    } catch (err) {
      console.error("Failed to delete message", err);
      return serverMessageOf(err, [403]) ?? "Failed to delete message";
    }
    toast.success("Message deleted successfully!");
    setSelected((cur) => (cur?.id === id ? null : cur));
    await fetchList().catch((err) => {
      console.error("Failed to refresh messages", err);
      setList({ status: "error" });
    });
    return null;
  };

  const panelId = "messages-panel";
  const pagination = list.status === "ready" ? list.pagination : null;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Messages</h1>
        <p className="text-sm text-gray-600">Read and answer messages sent through the contact form</p>
      </div>

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-label="Message list"
          className={`flex min-w-0 flex-col rounded-xl border border-gray-200 bg-white shadow-sm ${selected ? "hidden xl:flex" : "flex"}`}
        >
          <div className="flex flex-col gap-3 p-4">
            <MessagesTabs tab={tab} counts={counts} onChange={changeTab} panelId={panelId} />
            <form role="search" onSubmit={submitSearch} className="flex gap-2">
              <label htmlFor="messages-search" className="sr-only">
                Search messages
              </label>
              <input
                id="messages-search"
                type="search"
                value={searchInput}
                onChange={(e) => setSearchInput(e.target.value)}
                placeholder="Search messages..."
                className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-sm"
              />
              <button
                type="submit"
                className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                <Search aria-hidden="true" className="h-4 w-4" />
                Search
              </button>
            </form>
          </div>
          <div id={panelId} role="tabpanel" aria-labelledby={`messages-tab-${tab}`} className="min-h-48 border-t border-gray-100">
            {list.status === "loading" ? (
              <LoadingSpinner label="Loading messages..." />
            ) : list.status === "error" ? (
              <LoadError message="Failed to load messages" onRetry={reload} />
            ) : (
              <MessagesList messages={list.rows} selectedId={selected?.id ?? null} onSelect={select} />
            )}
          </div>
          {pagination && pagination.totalPages > 1 ? (
            <div className="flex flex-col items-center gap-2 border-t border-gray-100 p-3">
              <Pager page={page} totalPages={pagination.totalPages} onPageChange={setPage} label="Message pages" />
              <p className="text-xs text-gray-600">
                Page {page} of {pagination.totalPages} · {pagination.total} messages
              </p>
            </div>
          ) : null}
        </section>

        <section
          aria-label="Message details"
          className={`min-w-0 rounded-xl border border-gray-200 bg-white shadow-sm ${selected ? "block" : "hidden xl:block"}`}
        >
          {selected ? (
            <MessageDetail
              key={selected.id}
              message={selected}
              replies={replies.id === selected.id ? replies.items : []}
              repliesState={replies.id === selected.id ? replies.state : "loading"}
              onBack={() => setSelected(null)}
              onReply={reply}
              onSetStatus={setStatus}
              onDelete={remove}
              statusBusy={statusBusy}
            />
          ) : (
            <div className="flex h-full min-h-64 items-center justify-center p-8 text-center text-gray-600">
              <p>Select a message to view details</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
