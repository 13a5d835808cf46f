/**
 * A customer's statement of account on their page: From and To in the address (the financial year
 * so far by default), the opening balance, each invoice and payment with the running balance, the
 * closing balance, and "Download statement PDF".
 */
import { Download } from "lucide-react";
import { formatRupees } from "#schemas/format";
import { indianDate } from "#schemas/india-time";
import type { Statement } from "#schemas/statement";
import { DayRangeFields } from "~/components/admin/list-filters";
import { useListParams, type Loaded } from "~/components/admin/route-data";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ScrollingTable, TBody, Td, Th, THead } from "~/components/ui/table";
import { useFileDownload } from "~/components/admin/use-file-download";
import { SendReminder } from "./send-reminder";

/** A balance as the statement shows it: owed as it is, an advance (below zero) marked "Cr". */
export const statementBalance = (amount: string) => (amount.startsWith("-") ? `${formatRupees(amount.slice(1))} Cr` : formatRupees(amount));

/** The statement's query from the page's address: `?from&to` when given (the server fills the rest). */
export function statementRangeQuery(params: URLSearchParams): string {
  const q = new URLSearchParams();
  for (const key of ["from", "to"]) {
    const v = params.get(key);
    if (v && /^\d{4}-\d{2}-\d{2}$/.test(v)) q.set(key, v);
  }
  return q.toString();
}

export function CustomerStatement({ customerId, statement }: { customerId: number; statement: Loaded<Statement> }) {
  const [, updateParams, shown] = useListParams();
  const { downloading, download } = useFileDownload({ shown: [400, 404], failure: "Failed to download the statement. Please try again." });
  const s = statement.ok ? statement.data : null;

  const downloadStatement = async () => {
    if (!s) return;
    await download(`/api/receivables/${customerId}/statement/pdf?from=${s.from}&to=${s.to}`, `statement-${customerId}-${s.from}-to-${s.to}.pdf`);
  };

  return (
    <Card as="section" aria-labelledby="statement-heading" className="space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statement-heading" className="text-lg font-semibold text-ink">
          Statement of account
        </h2>
        <Button
          variant="outline"
          size="sm"
          busy={downloading}
          disabled={!s}
          onClick={() => void downloadStatement()}
          icon={<Download aria-hidden="true" className="h-4 w-4" />}
        >
          Download statement PDF
        </Button>
      </div>
      <SendReminder customerId={customerId} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <DayRangeFields
          from={shown.get("from") ?? s?.from ?? ""}
          to={shown.get("to") ?? s?.to ?? ""}
          onChange={(patch) => updateParams(patch, { replace: true })}
        />
      </div>
      {!s ? (
        statement.ok || statement.quiet ? null : (
          <p className="text-sm text-red-700">Failed to load the statement</p>
        )
      ) : (
        <ScrollingTable label="Statement">
          <THead>
            <Th>Date</Th>
            <Th>Particulars</Th>
            <Th>Number</Th>
            <Th className="text-right">Debit</Th>
            <Th className="text-right">Credit</Th>
            <Th className="text-right">Balance</Th>
          </THead>
          <TBody>
            <tr className="font-semibold">
              <Td>{indianDate(s.from)}</Td>
              <Td>Opening balance</Td>
              <Td />
              <Td />
              <Td />
              <Td className="text-right tabular-nums">{statementBalance(s.opening)}</Td>
            </tr>
            {s.lines.map((l) => (
              <tr key={`${l.kind}-${l.number}`}>
                <Td className="whitespace-nowrap">{indianDate(l.date)}</Td>
                <Td>{l.particulars}</Td>
                <Td className="whitespace-nowrap">{l.number}</Td>
                <Td className="text-right tabular-nums">{l.debit === "0.00" ? "" : formatRupees(l.debit)}</Td>
                <Td className="text-right tabular-nums">{l.credit === "0.00" ? "" : formatRupees(l.credit)}</Td>
                <Td className="text-right tabular-nums">{statementBalance(l.balance)}</Td>
              </tr>
            ))}
            <tr className="font-semibold">
              <Td>{indianDate(s.to)}</Td>
              <Td>Closing balance</Td>
              <Td />
              <Td className="text-right tabular-nums">{formatRupees(s.debits)}</Td>
              <Td className="text-right tabular-nums">{formatRupees(s.credits)}</Td>
              <Td className="text-right tabular-nums">{statementBalance(s.closing)}</Td>
            </tr>
          </TBody>
        </ScrollingTable>
      )}
    </Card>
  );
}
