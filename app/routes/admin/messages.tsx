import { Search } from "lucide-react";
import { Suspense, type FormEvent } from "react";
import { Await, useLocation, useNavigation, useRevalidator } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { LoadError, LoadingSpinner } from "~/components/admin/list-states";
import { runMessagesAction } from "~/features/messages/messages-action";
import { MESSAGES_PAGE_SIZE, type MessageTab } from "~/features/messages/messages-data";
import { BackToMessages, MessageDetail } from "~/features/messages/messages-detail";
import { MessagesList } from "~/features/messages/messages-list";
import { MessagesTabs } from "~/features/messages/messages-tabs";
import { pageOfList, pageParam, settle, useListParams, useSettled } from "~/components/admin/route-data";
import { useSearchText } from "~/components/admin/use-search-text";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { api } from "~/lib/api";
import { cn } from "~/lib/cn";
import { formatCount } from "#schemas/format";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/messages";

export const meta = () => adminMeta("Messages");

/** The list's parameters in the address: `tab` (new or resolved; none is all), `page`, `search`. */
function listParams(params: URLSearchParams) {
  const t = params.get("tab");
  const tab: MessageTab = t === "new" || t === "resolved" ? t : "all";
  return { tab, page: pageParam(params), search: (params.get("search") ?? "").trim() };
}

/** What identifies one list read: a change of it (not of the open message) shows the spinner. */
const listKeyOf = (params: URLSearchParams) => {
  const { tab, page, search } = listParams(params);
  return `${tab}|${page}|${search}`;
};

function listPath(tab: MessageTab, page: number, search: string): `/api/contact?${string}` {
  const q = new URLSearchParams({ page: String(page), limit: String(MESSAGES_PAGE_SIZE) });
  if (tab !== "all") q.set("status", tab);
  if (search) q.set("search", search);
  return `/api/contact?${q}`;
}

/**
 * The address's page of messages (with the tab counts) and the open message (`message`, with its
 * replies). Both are handed over unresolved so the screen shows at once; a page beyond the first
 * is waited for, because past the end of the list it goes back to page 1.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { tab, page, search } = listParams(params);
  const selectedId = Number(params.get("message")) || null;
  const opts = { auth: true, signal: request.signal };
  const listRead = settle("messages", api("GET", listPath(tab, page, search), undefined, opts));
  const detail = selectedId
    ? settle(
        "the message",
        api("GET", `/api/contact/${selectedId}`, undefined, opts).then((a) => a.data),
      )
    : null;
  const { list } = await pageOfList(request, page, listRead);
  return { tab, page, search, selectedId, list, detail };
}
clientLoader.hydrate = true as const;

/** A reply, a status change or a deletion of a message (JSON body with an `intent`). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMessagesAction(request);
}

function MessagesFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Messages</h1>
        <p className="text-sm text-gray-600">Read and answer messages sent through the contact form</p>
      </div>
      {children}
    </div>
  );
}

/** Admin messages: tabs with counts, search, paged list (all in the address), the open message, reply, status, delete. */
export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { tab, page, search, selectedId, list, detail } = loaderData;
  const [params, updateParams] = useListParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  const retrying = revalidator.state === "loading";

  // Searched when the form is sent; the box shows the address's search again when the address changes (Back).
  const searchBox = useSearchText(search, (text, { replace }) => updateParams({ search: text }, { replace }), null);

  // The tab counts keep their last values while another list is read (they do not hold up the
  // rest of the screen, whose list shows its spinner meanwhile).
  const countsList = useSettled(list);
  const counts = countsList?.ok ? (countsList.data.counts ?? null) : null;
  const capped = countsList?.ok ? countsList.data.capped : undefined;

  // After a sent reply the refreshed list is what the person waits for: when reading it failed,
  // they are told 'Failed to send reply'.
  const onReplySent = () =>
    void Promise.resolve(list).then((result) => {
      if (!result.ok && !result.quiet) toast.error("Failed to send reply");
    });
  const listKey = listKeyOf(params);
  // Another page, tab or search is being read (a page beyond the first is waited for): show the spinner.
  const changing =
    navigation.state === "loading" && navigation.location.pathname === pathname && listKeyOf(new URLSearchParams(navigation.location.search)) !== listKey;

  const changeTab = (t: MessageTab) => {
    if (t !== tab) updateParams({ tab: t === "all" ? null : t });
  };
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    searchBox.submit();
  };
  const select = (id: number) =>
    // Narrow screens show the message in place of the list: start it at the top.
    updateParams({ message: id }, { keepPage: true, scrollToTop: window.matchMedia("(max-width: 1279px)").matches });
  const closeMessage = () => updateParams({ message: null }, { keepPage: true });

  const panelId = "messages-panel";

  return (
    <MessagesFrame>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card as="section" edge="border" aria-label="Message list" className={cn("min-w-0 flex-col", selectedId ? "hidden xl:flex" : "flex")}>
          <div className="flex flex-col gap-3 p-4">
            <MessagesTabs tab={tab} counts={counts} capped={capped} onChange={changeTab} panelId={panelId} />
            <form role="search" onSubmit={submitSearch} className="flex gap-2">
              <label htmlFor="messages-search" className="sr-only">
                Search messages
              </label>
              <Input
                id="messages-search"
                type="search"
                value={searchBox.text}
                onChange={(e) => searchBox.setText(e.target.value)}
                onFocus={searchBox.onFocus}
                placeholder="Search messages..."
                className="min-w-0 flex-1"
              />
              <Button type="submit" icon={<Search aria-hidden="true" className="h-4 w-4" />}>
                Search
              </Button>
            </form>
          </div>
          <div id={panelId} role="tabpanel" aria-labelledby={`messages-tab-${tab}`} aria-busy={changing} className="min-h-48 border-t border-gray-100">
            {changing ? (
              <LoadingSpinner label="Loading messages..." />
            ) : (
              <Suspense key={listKey} fallback={<LoadingSpinner label="Loading messages..." />}>
                <Await resolve={list}>
                  {(result) =>
                    result.ok ? (
                      <>
                        <MessagesList messages={result.data.data} selectedId={selectedId} onSelect={(m) => select(m.id)} />
                        {result.data.pagination.totalPages > 1 ? (
                          <div className="flex flex-col items-center gap-2 border-t border-gray-100 p-3">
                            <Pager
                              page={page}
                              totalPages={result.data.pagination.totalPages}
                              onPageChange={(p) => updateParams({ page: p }, { keepPage: true })}
                              label="Message pages"
                            />
                            <p className="text-xs text-gray-600">
                              Page {page} of {result.data.pagination.totalPages} · {formatCount(result.data.pagination.total)}
                              {result.data.capped?.[tab] ? "+" : ""} messages
                            </p>
                          </div>
                        ) : null}
                      </>
                    ) : (
                      <LoadError message="Failed to load messages" onRetry={retry} retrying={retrying} />
                    )
                  }
                </Await>
              </Suspense>
            )}
          </div>
        </Card>

        <Card as="section" edge="border" aria-label="Message details" className={cn("min-w-0", selectedId ? "block" : "hidden xl:block")}>
          {selectedId && detail ? (
            <Suspense key={selectedId} fallback={<LoadingSpinner label="Loading message..." />}>
              <Await resolve={detail}>
                {(result) =>
                  result.ok ? (
                    <MessageDetail key={result.data.id} message={result.data} onBack={closeMessage} onReplySent={onReplySent} />
                  ) : (
                    <div className="flex flex-col p-4 sm:p-6">
                      <BackToMessages onClick={closeMessage} />
                      <LoadError message="Failed to load the message" onRetry={retry} retrying={retrying} />
                    </div>
                  )
                }
              </Await>
            </Suspense>
          ) : (
            <div className="flex h-full min-h-64 items-center justify-center p-8 text-center text-gray-600">
              <p>Select a message to view details</p>
            </div>
          )}
        </Card>
      </div>
    </MessagesFrame>
  );
}
