//! The PDFs read back with Debian's `pdftotext`. The invoice: Devanagari names survive as text, a
//! long order flows onto more pages with the totals after its last line, and a bill of supply has
//! no tax columns. The settlement statement: every order once, its heading on every page, the
//! totals after the last row, in the reader's language.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::NaiveDate;
use identity::IndianState;
use kernel::{GstRate, Hsn, Language, Money};
use orders::statement::Month;
use orders::tax::{
    CommissionCharge, Description, DocumentKind, DocumentNumber, FinancialYear, LineTax, Party, PrintedLine,
    Reference, Regime, Series, TaxInvoice, TaxedLine, rupees_in_words, split_inclusive,
};

fn state(name: &str) -> IndianState {
    IndianState::parse(name).unwrap()
}

fn party(name: &str, place: &str) -> Party {
    Party {
        name: name.to_owned(),
        address_lines: vec!["12 MG Road".to_owned(), "Bengaluru 560001".to_owned()],
        state: Some(state(place)),
        gstin: None,
    }
}

/// An invoice of `count` lines of ₹999 at 5%, each named `name`.
fn invoice(kind: DocumentKind, count: usize, name: &str) -> TaxInvoice {
    let rate = if kind == DocumentKind::TaxInvoice {
        GstRate::FIVE
    } else {
        GstRate::ZERO
    };
    let tax: LineTax = split_inclusive(Money::from_paise(99_900), rate, Regime::Igst).unwrap();
    let lines: Vec<PrintedLine> = (0..count)
        .map(|n| PrintedLine {
            description: Description::Goods(format!("{name} {}", n + 1)),
            hsn: Some(Hsn::known("6204")),
            quantity: Some(1),
            figures: TaxedLine {
                value: Money::from_paise(99_900),
                discount: Money::ZERO,
                tax,
            },
        })
        .collect();
    let times = |m: Money| Money::from_paise(m.paise() * i64::try_from(count).unwrap());
    let total = times(Money::from_paise(99_900));
    TaxInvoice {
        kind,
        number: DocumentNumber::new(Series::Invoice, FinancialYear::starting_in(2026), 7).unwrap(),
        date: NaiveDate::from_ymd_opt(2026, 11, 27).unwrap(),
        reference: Reference::Order("9a51479b-2305-4194-8865-a32778e26331".to_owned()),
        supplier: party("वाराणसी सिल्क हाउस", "Uttar Pradesh"),
        recipient: party("Priya Nair", "Karnataka"),
        ship_to: Some(party("Priya Nair", "Karnataka")),
        place_of_supply: state("Karnataka"),
        regime: Regime::Igst,
        lines,
        taxable: times(tax.taxable),
        central: Money::ZERO,
        state: Money::ZERO,
        integrated: times(tax.integrated),
        total,
        total_in_words: rupees_in_words(total),
        reverse_charge: false,
        credit_note_of: None,
    }
}

/// The text of each page.
fn pages(bytes: &[u8]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("invoice.pdf");
    std::fs::write(&file, bytes).unwrap();
    let out = std::process::Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(&file)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) is installed");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    text.split('\u{c}')
        .filter(|page| !page.trim().is_empty())
        .map(|page| page.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn a_commission_invoice_names_the_operator_the_shop_the_period_and_the_service() {
    let mut operator = party("Haat Marketplace Private Limited", "Karnataka");
    operator.gstin = Some("29AAPFU0939F1ZR".to_owned());
    let mut shop = party("Meera Handlooms LLP", "Karnataka");
    shop.gstin = Some("29AAHFH4821K1Z4".to_owned());
    let invoice = TaxInvoice::commission(
        DocumentNumber::new(Series::Commission, FinancialYear::starting_in(2026), 3).unwrap(),
        NaiveDate::from_ymd_opt(2026, 12, 2).unwrap(),
        Month::parse("2026-11").unwrap(),
        operator,
        shop,
        CommissionCharge {
            commission: Money::from_paise(20_000),
            gst: Money::from_paise(3_601),
            rate: GstRate::EIGHTEEN,
        },
    )
    .unwrap();
    let bytes = pdf::tax_invoice(&invoice, &texts::CATALOGUE, Language::En, "").unwrap();
    let pages = pages(&bytes);
    assert_eq!(pages.len(), 1);
    for expected in [
        "Tax invoice",
        "COM/2627/000003",
        "Period: 01 Nov 2026 – 30 Nov 2026",
        "Supplier (marketplace operator)",
        "Haat Marketplace Private Limited",
        "GSTIN: 29AAPFU0939F1ZR",
        "Recipient (shop)",
        "Meera Handlooms LLP",
        "GSTIN: 29AAHFH4821K1Z4",
        "Marketplace commission on the period's sales",
        "998599",
        "Karnataka (29)",
        // ₹36.01 of GST charged order by order: ₹18.00 CGST and ₹18.01 SGST, ₹236.01 in all.
        "18.00",
        "18.01",
        "236.01",
        "Rupees Two Hundred Thirty Six and One Paise Only",
        "This is a computer-generated invoice",
    ] {
        assert!(pages[0].contains(expected), "{expected} in:\n{}", pages[0]);
    }
    // A service: no delivery address, and no "sold through" line.
    assert!(!pages[0].contains("Ship to"), "{}", pages[0]);
    assert!(!pages[0].contains("Sold through"), "{}", pages[0]);
}

#[test]
fn devanagari_names_are_drawn_as_text_that_reads_back() {
    let bytes = pdf::tax_invoice(
        &invoice(DocumentKind::TaxInvoice, 1, "बनारसी साड़ी"),
        &texts::CATALOGUE,
        Language::En,
        "Haat",
    )
    .unwrap();
    let pages = pages(&bytes);
    assert_eq!(pages.len(), 1);
    assert!(pages[0].contains("वाराणसी सिल्क हाउस"), "{}", pages[0]);
    assert!(pages[0].contains("बनारसी साड़ी 1"), "{}", pages[0]);
    assert!(pages[0].contains("₹999.00"), "{}", pages[0]);
}

#[test]
fn a_long_order_flows_onto_more_pages_with_the_totals_after_its_last_line() {
    let bytes = pdf::tax_invoice(
        &invoice(DocumentKind::TaxInvoice, 60, "Cotton kurta"),
        &texts::CATALOGUE,
        Language::En,
        "Haat",
    )
    .unwrap();
    let pages = pages(&bytes);
    assert!(pages.len() >= 2, "{} pages", pages.len());
    // Every line once, in order, and the table's heading on every page.
    let all = pages.join(" ");
    for n in 1..=60 {
        assert_eq!(all.matches(&format!("Cotton kurta {n} ")).count(), 1, "line {n}");
    }
    assert!(pages.iter().all(|page| page.contains("Taxable value (₹)")));
    let last = pages.last().unwrap();
    assert!(last.contains("Invoice total ₹59,940.00"), "{last}");
    assert!(!pages[0].contains("Invoice total"));
}

#[test]
fn a_bill_of_supply_has_no_tax_columns_and_says_why_in_the_readers_language() {
    let bytes = pdf::tax_invoice(
        &invoice(DocumentKind::BillOfSupply, 1, "Khadi shawl"),
        &texts::CATALOGUE,
        Language::Hi,
        "Haat",
    )
    .unwrap();
    let page = &pages(&bytes)[0];
    assert!(page.contains("बिल ऑफ़ सप्लाई"), "{page}");
    // pdftotext reads some conjuncts back with a space inside ("पंजीकृ त"); the start is exact.
    assert!(page.contains("आपूर्तिकर्ता GST में"), "{page}");
    assert!(page.contains("इनवॉइस नंबर: INV/2627/000007"), "{page}");
    assert!(!page.contains("IGST"), "{page}");
}

/// A statement of `count` orders, each ₹1,000 less its charges.
fn statement(count: usize) -> orders::statement::Statement {
    use chrono::TimeZone;
    let rows = (0..count)
        .map(|n| orders::statement::StatementRow {
            order: kernel::OrderId::new(),
            invoice_number: Some(format!("INV/2627/{:06}", n + 1)),
            first_posted: chrono::Utc.with_ymd_and_hms(2026, 11, 2, 10, 0, 0).unwrap()
                + chrono::Duration::minutes(i64::try_from(n).unwrap()),
            figures: orders::Earnings {
                sale_credit: Money::from_paise(1_00_000),
                commission: Money::from_paise(10_000),
                commission_gst: Money::from_paise(1_800),
                tcs: Money::from_paise(476),
                tds: Money::from_paise(100),
            },
        })
        .collect();
    orders::statement::Statement::of(
        kernel::ShopId::new(),
        orders::statement::Month::parse("2026-11").unwrap(),
        rows,
    )
    .unwrap()
}

#[test]
fn a_long_statement_flows_onto_more_pages_with_its_totals_after_the_last_order() {
    let bytes =
        pdf::settlement_statement(&statement(70), "Meera's Looms", &texts::CATALOGUE, Language::En).unwrap();
    if let Ok(dir) = std::env::var("HAAT_PDF_SAMPLES") {
        std::fs::write(std::path::Path::new(&dir).join("statement.pdf"), &bytes).unwrap();
    }
    let pages = pages(&bytes);
    assert!(pages.len() >= 2, "{} pages", pages.len());
    let all = pages.join(" ");
    for n in 1..=70 {
        assert_eq!(all.matches(&format!("INV/2627/{n:06} ")).count(), 1, "order {n}");
    }
    assert!(pages.iter().all(|page| page.contains("GST on commission")));
    assert!(
        pages[0].contains("Settlement statement Meera's Looms Period: 01-11-2026 to 30-11-2026"),
        "{}",
        pages[0]
    );
    let last = pages.last().unwrap();
    // 70 × ₹876.24.
    assert!(
        last.contains("Total 70,000.00 7,000.00 1,260.00 333.20 70.00 61,336.80"),
        "{last}"
    );
    assert!(!pages[0].contains("Total 70,000.00"));
}

#[test]
fn a_statement_reads_in_hindi() {
    let bytes =
        pdf::settlement_statement(&statement(1), "मीरा लूम्स", &texts::CATALOGUE, Language::Hi).unwrap();
    let pages = pages(&bytes);
    assert_eq!(pages.len(), 1);
    assert!(pages[0].contains("निपटान विवरण"), "{}", pages[0]);
    assert!(pages[0].contains("876.24"), "{}", pages[0]);
}
