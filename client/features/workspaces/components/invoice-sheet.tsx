import type { InvoiceData } from "../api/use-invoices";
import { invoiceAmount, invoiceDate, INVOICE_LABELS as L } from "./invoice-labels";
import styles from "./invoice-page.module.css";

/** A rate as printed: 18, 9, 2.5. */
const rate = (percent: number) => String(Number(percent.toFixed(2)));

/** One party's block: name, address, GSTIN, state and code. */
function Party({ party, heading }: { party: InvoiceData["buyer"]; heading?: string }) {
  return (
    <div className={styles.party}>
      {heading && <p className={styles.label}>{heading}</p>}
      <p className={styles.partyName}>{party.name}</p>
      {party.address && <p className={styles.address}>{party.address}</p>}
      <p>
        {L.gstin}: {party.gstin ?? L.unregistered}
      </p>
      <p>
        {L.state}: {party.state.name} ({L.code} {party.state.code})
      </p>
    </div>
  );
}

/**
 * The invoice as a sheet of paper, with what its PDF holds (CGST Rules, rule 46): seller and buyer, number and
 * dates, place of supply, SAC, quantity, taxable value, each tax with its rate, the total in figures and words.
 * In English, marked as such for screen readers (docs/decisions.md D204).
 */
export function InvoiceSheet({ invoice }: { invoice: InvoiceData }) {
  const taxes: Array<[string, number]> = invoice.intraState
    ? [
        [`CGST @ ${rate(invoice.gstRate / 2)}%`, invoice.cgst],
        [`SGST @ ${rate(invoice.gstRate / 2)}%`, invoice.sgst],
      ]
    : [[`IGST @ ${rate(invoice.gstRate)}%`, invoice.igst]];
  return (
    <article className={styles.sheet} aria-labelledby="invoice-title" lang="en">
      <header className={styles.head}>
        <Party party={invoice.seller} />
        <div className={styles.meta}>
          <h1 id="invoice-title" className={styles.title}>
            {L.title}
          </h1>
          <dl className={styles.facts}>
            <dt>{L.number}</dt>
            <dd className={styles.number}>{invoice.number}</dd>
            <dt>{L.date}</dt>
            <dd>{invoiceDate(invoice.issuedAt)}</dd>
            {invoice.paidAt && (
              <>
                <dt>{L.paid}</dt>
                <dd>{invoiceDate(invoice.paidAt)}</dd>
              </>
            )}
            <dt>{L.placeOfSupply}</dt>
            <dd>
              {invoice.placeOfSupply.name} ({invoice.placeOfSupply.code})
            </dd>
            <dt>{L.reverseCharge}</dt>
            <dd>{L.no}</dd>
          </dl>
        </div>
      </header>

      <Party party={invoice.buyer} heading={L.billTo} />

      <div className={styles.scroll}>
        <table className={styles.items}>
          <caption className="visually-hidden">{L.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{L.description}</th>
              <th scope="col">{L.sac}</th>
              <th scope="col" className={styles.right}>
                {L.quantity}
              </th>
              <th scope="col" className={styles.right}>
                {L.taxable}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{invoice.description}</td>
              <td>{invoice.sac}</td>
              <td className={styles.right}>{invoice.quantity}</td>
              <td className={styles.right}>{invoiceAmount(invoice.taxableValue)}</td>
            </tr>
          </tbody>
          <tfoot>
            {[[L.taxable, invoice.taxableValue] as [string, number], ...taxes].map(([label, amount]) => (
              <tr key={label}>
                <th scope="row" colSpan={3}>
                  {label}
                </th>
                <td className={styles.right}>{invoiceAmount(amount)}</td>
              </tr>
            ))}
            <tr className={styles.total}>
              <th scope="row" colSpan={3}>
                {L.total}
              </th>
              <td className={styles.right}>{invoiceAmount(invoice.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p>
        <span className={styles.strong}>{L.inWords}:</span> {invoice.totalInWords}
      </p>
      <p className={styles.footnote}>{L.footnote}</p>
    </article>
  );
}
