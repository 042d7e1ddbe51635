//! The invoice's page: A4 landscape, a header with the parties, the line table (repeated on each
//! page it spills onto), then the totals and the amount in words.

use anyhow::anyhow;
use identity::IndianState;
use kernel::{Language, Message, Money, Texts};
use krilla::Document;
use krilla::geom::{PathBuilder, Point};
use krilla::page::PageSettings;
use krilla::paint::Stroke;
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};
use orders::tax::{
    CreditReason, Description, DocumentKind, Party, PrintedLine, Reference, Regime, TaxInvoice,
};

static SANS: &[u8] = include_bytes!("../fonts/NotoSans-Regular.ttf");
static SANS_BOLD: &[u8] = include_bytes!("../fonts/NotoSans-Bold.ttf");
static DEVANAGARI: &[u8] = include_bytes!("../fonts/NotoSansDevanagari-Regular.ttf");
static DEVANAGARI_BOLD: &[u8] = include_bytes!("../fonts/NotoSansDevanagari-Bold.ttf");

pub(crate) const WIDTH: f32 = 842.0;
pub(crate) const HEIGHT: f32 = 595.0;
pub(crate) const MARGIN: f32 = 36.0;
pub(crate) const BOTTOM: f32 = HEIGHT - 48.0;
pub(crate) const BODY: f32 = 8.0;
pub(crate) const LINE: f32 = 11.0;
/// A description wraps to at most this many lines; longer names end in "…".
const MAX_DESCRIPTION_LINES: usize = 4;
/// The room the totals, the words and the footer need below the table.
const TOTALS_HEIGHT: f32 = 120.0;

pub(crate) struct Labels<'a> {
    pub texts: &'a dyn Texts,
    pub language: Language,
}

impl Labels<'_> {
    pub(crate) fn say(&self, id: &'static str) -> String {
        Message::new(id).say(self.texts, self.language)
    }

    pub(crate) fn say_with(&self, message: Message) -> String {
        message.say(self.texts, self.language)
    }
}

/// An amount in rupees with Indian digit grouping: `1,20,000.50`.
#[must_use]
pub fn money(amount: Money) -> String {
    let paise = amount.paise();
    let sign = if paise < 0 { "-" } else { "" };
    let paise = paise.unsigned_abs();
    let rupees = (paise / 100).to_string();
    let grouped = if rupees.len() <= 3 {
        rupees
    } else {
        let (head, last_three) = rupees.split_at(rupees.len() - 3);
        let mut groups: Vec<&str> = Vec::new();
        let mut rest = head;
        while rest.len() > 2 {
            let (front, pair) = rest.split_at(rest.len() - 2);
            groups.push(pair);
            rest = front;
        }
        groups.push(rest);
        groups.reverse();
        format!("{},{last_three}", groups.join(","))
    };
    format!("{sign}{grouped}.{:02}", paise % 100)
}

/// A rate in percent from thousandths of a percent, without trailing zeros: `2.5%`, `0.125%`.
fn percent(thousandths: u32) -> String {
    let (whole, fraction) = (thousandths / 1000, thousandths % 1000);
    if fraction == 0 {
        format!("{whole}%")
    } else {
        let digits = format!("{fraction:03}");
        format!("{whole}.{}%", digits.trim_end_matches('0'))
    }
}

/// The four faces and their metrics.
pub(crate) struct Fonts {
    faces: [(Font, rustybuzz::Face<'static>); 4],
}

impl Fonts {
    pub(crate) fn load() -> anyhow::Result<Self> {
        let load = |bytes: &'static [u8]| -> anyhow::Result<(Font, rustybuzz::Face<'static>)> {
            let font = Font::new(bytes.into(), 0).ok_or_else(|| anyhow!("a bundled font is not readable"))?;
            let face = rustybuzz::Face::from_slice(bytes, 0)
                .ok_or_else(|| anyhow!("reading a bundled font's metrics"))?;
            Ok((font, face))
        };
        Ok(Self {
            faces: [
                load(SANS)?,
                load(SANS_BOLD)?,
                load(DEVANAGARI)?,
                load(DEVANAGARI_BOLD)?,
            ],
        })
    }

    fn face(&self, devanagari: bool, bold: bool) -> &(Font, rustybuzz::Face<'static>) {
        &self.faces[usize::from(devanagari) * 2 + usize::from(bold)]
    }
}

/// Whether a character is drawn with the Devanagari face: the script's letters and signs, and
/// the joiners that shape its conjuncts.
fn is_devanagari(c: char) -> bool {
    matches!(c, '\u{0900}'..='\u{097F}' | '\u{A8E0}'..='\u{A8FF}' | '\u{200C}' | '\u{200D}')
}

/// `text` cut into runs of one script each (spaces and punctuation stay with the run they are in).
fn runs(text: &str) -> Vec<(bool, &str)> {
    let mut runs: Vec<(bool, &str)> = Vec::new();
    let mut start = 0;
    let mut current: Option<bool> = None;
    for (index, c) in text.char_indices() {
        let script = if c.is_alphanumeric() || is_devanagari(c) {
            Some(is_devanagari(c))
        } else {
            None
        };
        if let (Some(now), Some(before)) = (script, current)
            && now != before
        {
            runs.push((before, &text[start..index]));
            start = index;
        }
        if script.is_some() {
            current = script;
        }
    }
    if start < text.len() {
        runs.push((current.unwrap_or(false), &text[start..]));
    }
    runs
}

pub(crate) struct Pen<'s, 'd> {
    pub(crate) surface: &'s mut Surface<'d>,
    pub(crate) fonts: &'s Fonts,
}

impl Pen<'_, '_> {
    fn width_of(fonts: &Fonts, text: &str, size: f32, bold: bool) -> f32 {
        runs(text)
            .into_iter()
            .map(|(devanagari, run)| {
                // Shaped as krilla shapes it, so conjuncts and ligatures are measured as drawn.
                let (_, face) = fonts.face(devanagari, bold);
                let mut buffer = rustybuzz::UnicodeBuffer::new();
                buffer.push_str(run);
                buffer.guess_segment_properties();
                let shaped = rustybuzz::shape(face, &[], buffer);
                let units: i32 = shaped.glyph_positions().iter().map(|p| p.x_advance).sum();
                // Font units are small integers; an f32 holds them exactly.
                #[allow(clippy::cast_precision_loss)]
                let width = units as f32 * size / face.units_per_em() as f32;
                width
            })
            .sum()
    }

    /// Draws `text` with its baseline at `y`, from `x`.
    pub(crate) fn text(&mut self, x: f32, y: f32, size: f32, bold: bool, text: &str) {
        let mut at = x;
        for (devanagari, run) in runs(text) {
            let (font, _) = self.fonts.face(devanagari, bold);
            self.surface.draw_text(
                Point::from_xy(at, y),
                font.clone(),
                size,
                run,
                false,
                TextDirection::Auto,
            );
            at += Self::width_of(self.fonts, run, size, bold);
        }
    }

    pub(crate) fn text_right(&mut self, right: f32, y: f32, size: f32, bold: bool, text: &str) {
        let width = Self::width_of(self.fonts, text, size, bold);
        self.text(right - width, y, size, bold, text);
    }

    pub(crate) fn rule(&mut self, y: f32, width: f32) {
        let mut path = PathBuilder::new();
        path.move_to(MARGIN, y);
        path.line_to(WIDTH - MARGIN, y);
        if let Some(path) = path.finish() {
            self.surface.set_stroke(Some(Stroke {
                width,
                ..Stroke::default()
            }));
            self.surface.draw_path(&path);
            self.surface.set_stroke(None);
        }
    }
}

/// `text` broken at spaces into lines no wider than `width`, at most `max` of them.
pub(crate) fn wrap(fonts: &Fonts, text: &str, size: f32, bold: bool, width: f32, max: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if line.is_empty() || Pen::width_of(fonts, &candidate, size, bold) <= width {
            line = candidate;
        } else {
            lines.push(std::mem::replace(&mut line, word.to_owned()));
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    if lines.len() > max {
        lines.truncate(max);
        if let Some(last) = lines.last_mut() {
            last.push('…');
        }
    }
    lines
}

pub(crate) struct Column {
    pub(crate) title: String,
    pub(crate) width: f32,
    pub(crate) right: bool,
}

/// One table row's cells, the description already wrapped.
pub(crate) struct Row {
    pub(crate) description: Vec<String>,
    pub(crate) cells: Vec<String>,
}

impl Row {
    pub(crate) fn height(&self) -> f32 {
        LINE * self.description.len().max(1) as f32 + 4.0
    }
}

fn columns(invoice: &TaxInvoice, labels: &Labels<'_>) -> Vec<Column> {
    let column = |id: &'static str, width: f32, right: bool| Column {
        title: labels.say(id),
        width,
        right,
    };
    let named = |title: String, width: f32| Column {
        title,
        width,
        right: true,
    };
    let mut columns = vec![
        column("invoice-column-number", 20.0, false),
        column("invoice-column-description", 0.0, false),
        column("invoice-column-hsn", 50.0, false),
        column("invoice-column-quantity", 42.0, true),
        column("invoice-column-value", 62.0, true),
        column("invoice-column-discount", 58.0, true),
        column("invoice-column-taxable", 72.0, true),
    ];
    if invoice.kind == DocumentKind::TaxInvoice {
        let rate = labels.say("invoice-column-rate");
        let amount = labels.say("invoice-column-amount");
        let taxes: &[&'static str] = match invoice.regime {
            Regime::CgstSgst => &["invoice-total-cgst", "invoice-total-sgst"],
            Regime::CgstUtgst => &["invoice-total-cgst", "invoice-total-utgst"],
            Regime::Igst => &["invoice-total-igst"],
        };
        for tax in taxes {
            let name = labels.say(tax);
            columns.push(named(format!("{name} {rate}"), 44.0));
            columns.push(named(format!("{name} {amount}"), 56.0));
        }
    }
    columns.push(column("invoice-column-total", 66.0, true));
    // The description takes what the others leave.
    let used: f32 = columns.iter().map(|c| c.width).sum();
    if let Some(description) = columns.get_mut(1) {
        description.width = WIDTH - 2.0 * MARGIN - used;
    }
    columns
}

fn row(
    fonts: &Fonts,
    invoice: &TaxInvoice,
    labels: &Labels<'_>,
    number: usize,
    line: &PrintedLine,
    description_width: f32,
) -> Row {
    let description = match &line.description {
        Description::Goods(text) => text.clone(),
        Description::Shipping => labels.say("invoice-shipping"),
        Description::Commission => labels.say("commission-invoice-line"),
    };
    let taxed = &line.figures;
    let mut cells = vec![
        number.to_string(),
        line.code().unwrap_or_default().to_owned(),
        line.quantity.map_or_else(String::new, |count| {
            labels.say_with(Message::new("invoice-quantity").with("count", count))
        }),
        money(taxed.value),
        money(taxed.discount),
        money(taxed.tax.taxable),
    ];
    if invoice.kind == DocumentKind::TaxInvoice {
        let basis = taxed.tax.rate.basis_points();
        match invoice.regime {
            Regime::CgstSgst | Regime::CgstUtgst => {
                cells.push(percent(basis * 5));
                cells.push(money(taxed.tax.central));
                cells.push(percent(basis * 5));
                cells.push(money(taxed.tax.state));
            }
            Regime::Igst => {
                cells.push(percent(basis * 10));
                cells.push(money(taxed.tax.integrated));
            }
        }
    }
    let total = Money::checked_sum([
        taxed.tax.taxable,
        taxed.tax.central,
        taxed.tax.state,
        taxed.tax.integrated,
    ])
    .unwrap_or(taxed.tax.taxable);
    cells.push(money(total));
    Row {
        description: wrap(
            fonts,
            &description,
            BODY,
            false,
            description_width - 6.0,
            MAX_DESCRIPTION_LINES,
        ),
        cells,
    }
}

fn state_line(labels: &Labels<'_>, state: IndianState) -> String {
    labels.say_with(
        Message::new("invoice-state")
            .with("state", state.as_str())
            .with("code", format!("{:02}", state.gst_code())),
    )
}

/// A party's block; answers where it ends.
fn party(pen: &mut Pen<'_, '_>, labels: &Labels<'_>, x: f32, y: f32, title: &str, party: &Party) -> f32 {
    let width = 240.0;
    pen.text(x, y, BODY, true, title);
    let mut at = y + LINE + 2.0;
    for line in wrap(pen.fonts, &party.name, 9.0, true, width, 2) {
        pen.text(x, at, 9.0, true, &line);
        at += LINE + 1.0;
    }
    for part in &party.address_lines {
        for line in wrap(pen.fonts, part, BODY, false, width, 3) {
            pen.text(x, at, BODY, false, &line);
            at += LINE;
        }
    }
    if let Some(state) = party.state {
        pen.text(x, at, BODY, false, &state_line(labels, state));
        at += LINE;
    }
    if let Some(gstin) = &party.gstin {
        pen.text(
            x,
            at,
            BODY,
            true,
            &labels.say_with(Message::new("invoice-gstin").with("gstin", gstin)),
        );
        at += LINE;
    }
    at
}

/// The title, the invoice's facts and the three parties; answers where the table starts.
fn header(pen: &mut Pen<'_, '_>, invoice: &TaxInvoice, labels: &Labels<'_>) -> f32 {
    let title = match (&invoice.credit_note_of, invoice.kind) {
        (Some(_), _) => labels.say("credit-note-title"),
        (None, DocumentKind::TaxInvoice) => labels.say("invoice-title"),
        (None, DocumentKind::BillOfSupply) => labels.say("invoice-title-bill-of-supply"),
    };
    pen.text(MARGIN, MARGIN + 14.0, 16.0, true, &title);
    pen.text_right(
        WIDTH - MARGIN,
        MARGIN + 14.0,
        BODY,
        false,
        &labels.say("invoice-original"),
    );

    let place = format!(
        "{} ({:02})",
        invoice.place_of_supply.as_str(),
        invoice.place_of_supply.gst_code()
    );
    let (number, date) = if invoice.credit_note_of.is_some() {
        ("credit-note-number", "credit-note-date")
    } else {
        ("invoice-number", "invoice-date")
    };
    let mut facts = vec![
        (labels.say(number), invoice.number.to_string()),
        (labels.say(date), invoice.date.format("%d %b %Y").to_string()),
        match &invoice.reference {
            Reference::Order(id) => (labels.say("invoice-order"), id.clone()),
            Reference::Period { from, to } => (
                labels.say("commission-invoice-period"),
                format!("{} – {}", from.format("%d %b %Y"), to.format("%d %b %Y")),
            ),
        },
        (labels.say("invoice-place-of-supply"), place),
        (labels.say("invoice-reverse-charge"), labels.say("invoice-no")),
    ];
    if let Some(of) = &invoice.credit_note_of {
        // CGST Rule 53: the invoice it reduces, and why.
        facts.push((
            labels.say("credit-note-against"),
            labels.say_with(
                Message::new("credit-note-invoice")
                    .with("number", of.invoice.as_str())
                    .with("date", of.invoice_date.format("%d %b %Y").to_string()),
            ),
        ));
        facts.push((
            labels.say("credit-note-reason"),
            labels.say(match of.reason {
                CreditReason::SalesReturn => "credit-note-sales-return",
                CreditReason::Cancellation => "credit-note-cancellation",
            }),
        ));
    }
    let mut y = MARGIN + 34.0;
    // Two columns of facts, the left one the longer.
    let left = facts.len().div_ceil(2);
    for (index, (label, value)) in facts.iter().enumerate() {
        let (x, row) = if index < left {
            (MARGIN, index)
        } else {
            (WIDTH / 2.0, index - left)
        };
        let line_y = y + LINE * row as f32;
        pen.text(x, line_y, BODY, false, &format!("{label}:"));
        pen.text(x + 130.0, line_y, BODY, true, value);
    }
    y += LINE * left as f32 + 6.0;
    pen.rule(y, 0.5);
    y += 14.0;
    let column = (WIDTH - 2.0 * MARGIN) / 3.0;
    // Goods are sold by the shop; the operator supplies its commission as a service.
    let (supplier, recipient) = match invoice.reference {
        Reference::Order(_) => ("invoice-sold-by", "invoice-bill-to"),
        Reference::Period { .. } => ("commission-invoice-supplier", "commission-invoice-recipient"),
    };
    let mut ends = vec![
        party(pen, labels, MARGIN, y, &labels.say(supplier), &invoice.supplier),
        party(
            pen,
            labels,
            MARGIN + column,
            y,
            &labels.say(recipient),
            &invoice.recipient,
        ),
    ];
    if let Some(ship_to) = &invoice.ship_to {
        ends.push(party(
            pen,
            labels,
            MARGIN + 2.0 * column,
            y,
            &labels.say("invoice-ship-to"),
            ship_to,
        ));
    }
    ends.into_iter().fold(y, f32::max) + 10.0
}

/// The table's heading row; answers where the first row starts.
pub(crate) fn table_heading(pen: &mut Pen<'_, '_>, columns: &[Column], y: f32) -> f32 {
    pen.rule(y, 0.8);
    let mut x = MARGIN;
    let mut deepest = y;
    for column in columns {
        let lines = wrap(pen.fonts, &column.title, 7.0, true, column.width - 6.0, 2);
        for (index, line) in lines.iter().enumerate() {
            let line_y = y + 10.0 + 9.0 * index as f32;
            if column.right {
                pen.text_right(x + column.width - 3.0, line_y, 7.0, true, line);
            } else {
                pen.text(x + 3.0, line_y, 7.0, true, line);
            }
            deepest = deepest.max(line_y);
        }
        x += column.width;
    }
    let end = deepest + 5.0;
    pen.rule(end, 0.5);
    end + 2.0
}

pub(crate) fn table_row(pen: &mut Pen<'_, '_>, columns: &[Column], y: f32, row: &Row) {
    let baseline = y + LINE - 1.0;
    let mut x = MARGIN;
    let mut cells = row.cells.iter();
    for (index, column) in columns.iter().enumerate() {
        if index == 1 {
            for (n, line) in row.description.iter().enumerate() {
                pen.text(x + 3.0, baseline + LINE * n as f32, BODY, false, line);
            }
        } else if let Some(cell) = cells.next() {
            if column.right {
                pen.text_right(x + column.width - 3.0, baseline, BODY, false, cell);
            } else {
                pen.text(x + 3.0, baseline, BODY, false, cell);
            }
        }
        x += column.width;
    }
}

fn totals(pen: &mut Pen<'_, '_>, invoice: &TaxInvoice, labels: &Labels<'_>, y: f32) {
    pen.rule(y, 0.8);
    let mut rows: Vec<(String, Money)> = vec![(labels.say("invoice-total-taxable"), invoice.taxable)];
    if invoice.kind == DocumentKind::TaxInvoice {
        match invoice.regime {
            Regime::CgstSgst => {
                rows.push((labels.say("invoice-total-cgst"), invoice.central));
                rows.push((labels.say("invoice-total-sgst"), invoice.state));
            }
            Regime::CgstUtgst => {
                rows.push((labels.say("invoice-total-cgst"), invoice.central));
                rows.push((labels.say("invoice-total-utgst"), invoice.state));
            }
            Regime::Igst => rows.push((labels.say("invoice-total-igst"), invoice.integrated)),
        }
    }
    let mut at = y + 14.0;
    let right = WIDTH - MARGIN - 3.0;
    for (label, amount) in rows {
        pen.text_right(right - 90.0, at, BODY, false, &label);
        pen.text_right(right, at, BODY, false, &format!("₹{}", money(amount)));
        at += LINE;
    }
    let total = if invoice.credit_note_of.is_some() {
        "credit-note-total"
    } else {
        "invoice-total"
    };
    pen.text_right(right - 90.0, at + 2.0, 10.0, true, &labels.say(total));
    pen.text_right(right, at + 2.0, 10.0, true, &format!("₹{}", money(invoice.total)));
    let words = labels.say_with(Message::new("invoice-in-words").with("words", &invoice.total_in_words));
    let mut words_y = y + 14.0;
    for line in wrap(pen.fonts, &words, BODY, true, 430.0, 3) {
        pen.text(MARGIN, words_y, BODY, true, &line);
        words_y += LINE;
    }
}

fn footer(pen: &mut Pen<'_, '_>, invoice: &TaxInvoice, labels: &Labels<'_>, marketplace: &str) {
    let mut y = BOTTOM + 4.0;
    if invoice.kind == DocumentKind::BillOfSupply {
        pen.text(
            MARGIN,
            y - LINE - 4.0,
            BODY,
            false,
            &labels.say("invoice-unregistered"),
        );
    }
    pen.rule(y - 8.0, 0.3);
    pen.text(MARGIN, y, 7.5, false, &labels.say("invoice-computer-generated"));
    if !matches!(invoice.reference, Reference::Order(_)) {
        // The operator's own invoice: it sells nothing through itself.
        return;
    }
    y += 10.0;
    pen.text(
        MARGIN,
        y,
        7.5,
        false,
        &labels.say_with(Message::new("invoice-marketplace").with("marketplace", marketplace)),
    );
}

pub(crate) fn invoice(
    invoice: &TaxInvoice,
    labels: &Labels<'_>,
    marketplace: &str,
) -> anyhow::Result<Vec<u8>> {
    let fonts = Fonts::load()?;
    let columns = columns(invoice, labels);
    let description_width = columns.get(1).map_or(100.0, |c| c.width);
    let rows: Vec<Row> = invoice
        .lines
        .iter()
        .enumerate()
        .map(|(index, line)| row(&fonts, invoice, labels, index + 1, line, description_width))
        .collect();

    let mut document = Document::new();
    let mut remaining: &[Row] = &rows;
    let mut first = true;
    loop {
        let settings = PageSettings::from_wh(WIDTH, HEIGHT).ok_or_else(|| anyhow!("an A4 page"))?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        let mut pen = Pen {
            surface: &mut surface,
            fonts: &fonts,
        };
        let mut y = if first {
            header(&mut pen, invoice, labels)
        } else {
            MARGIN
        };
        y = table_heading(&mut pen, &columns, y);
        let mut drawn = 0;
        for row in remaining {
            // A page always takes at least one row, so a long order always moves on.
            if drawn > 0 && y + row.height() > BOTTOM - LINE {
                break;
            }
            table_row(&mut pen, &columns, y, row);
            y += row.height();
            drawn += 1;
        }
        remaining = &remaining[drawn..];
        let done = remaining.is_empty() && y + TOTALS_HEIGHT <= BOTTOM + 20.0;
        if done {
            totals(&mut pen, invoice, labels, y + 2.0);
        }
        footer(&mut pen, invoice, labels, marketplace);
        surface.finish();
        page.finish();
        if done {
            break;
        }
        first = false;
    }
    document
        .finish()
        .map_err(|error| anyhow!("writing the invoice's PDF: {error:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_grouped_the_indian_way() {
        for (paise, shown) in [
            (0, "0.00"),
            (5, "0.05"),
            (99_900, "999.00"),
            (1_20_000_50, "1,20,000.50"),
            (12_34_56_789_00, "12,34,56,789.00"),
            (-1_500_00, "-1,500.00"),
        ] {
            assert_eq!(money(Money::from_paise(paise)), shown, "{paise}");
        }
    }

    #[test]
    fn half_and_whole_rates_are_written_without_trailing_zeros() {
        assert_eq!(percent(500 * 5), "2.5%");
        assert_eq!(percent(25 * 5), "0.125%");
        assert_eq!(percent(1800 * 10), "18%");
        assert_eq!(percent(0), "0%");
    }

    #[test]
    fn text_is_cut_into_runs_of_one_script() {
        assert_eq!(
            runs("Kurta कुर्ता (M)"),
            [(false, "Kurta "), (true, "कुर्ता ("), (false, "M)")]
        );
        assert_eq!(runs("₹999"), [(false, "₹999")]);
    }
}
