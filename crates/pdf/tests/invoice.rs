//! The invoice's PDF read back with Debian's `pdftotext`: Devanagari names survive as text, a long
//! order flows onto more pages with the totals after its last line, and a bill of supply has no
//! tax columns.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::NaiveDate;
use identity::IndianState;
use kernel::{GstRate, Hsn, Language, Money};
use orders::tax::{
    DocumentKind, DocumentNumber, FinancialYear, LineTax, Party, PrintedLine, Regime, Series, TaxInvoice,
    TaxedLine, rupees_in_words, split_inclusive,
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
            description: format!("{name} {}", n + 1),
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
        order_id: "9a51479b-2305-4194-8865-a32778e26331".to_owned(),
        supplier: party("वाराणसी सिल्क हाउस", "Uttar Pradesh"),
        recipient: party("Priya Nair", "Karnataka"),
        ship_to: party("Priya Nair", "Karnataka"),
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
