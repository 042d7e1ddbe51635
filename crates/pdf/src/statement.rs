//! The settlement statement's page: A4 landscape, the shop and the month, one row per order (the
//! table repeated on each page it spills onto), then the totals.

use anyhow::anyhow;
use kernel::Message;
use krilla::Document;
use krilla::page::PageSettings;
use orders::Earnings;
use orders::statement::Statement;

use crate::layout::{
    BODY, BOTTOM, Column, Fonts, HEIGHT, LINE, Labels, MARGIN, Pen, Row, WIDTH, money, table_heading,
    table_row, wrap,
};

/// The columns: the date, the order (its invoice number and id), then each figure.
fn columns(labels: &Labels<'_>) -> Vec<Column> {
    let column = |id: &'static str, width: f32, right: bool| Column {
        title: labels.say(id),
        width,
        right,
    };
    let mut columns = vec![
        column("statement-column-date", 62.0, false),
        column("statement-column-order", 0.0, false),
        column("statement-column-sale", 78.0, true),
        column("statement-column-commission", 78.0, true),
        column("statement-column-commission-gst", 78.0, true),
        column("statement-column-tcs", 66.0, true),
        column("statement-column-tds", 66.0, true),
        column("statement-column-net", 84.0, true),
    ];
    let used: f32 = columns.iter().map(|c| c.width).sum();
    if let Some(order) = columns.get_mut(1) {
        order.width = WIDTH - 2.0 * MARGIN - used;
    }
    columns
}

fn figures(earnings: &Earnings) -> anyhow::Result<Vec<String>> {
    Ok(earnings
        .with_net()
        .map_err(|e| anyhow!("a statement's net: {e}"))?
        .into_iter()
        .map(money)
        .collect())
}

fn header(pen: &mut Pen<'_, '_>, statement: &Statement, shop: &str, labels: &Labels<'_>) -> f32 {
    let mut y = MARGIN + 14.0;
    pen.text(MARGIN, y, 15.0, true, &labels.say("statement-title"));
    y += 20.0;
    pen.text(MARGIN, y, 10.0, true, shop);
    y += 14.0;
    let period = labels.say_with(
        Message::new("statement-period")
            .with("from", statement.month.first_day().format("%d-%m-%Y").to_string())
            .with("to", statement.month.last_day().format("%d-%m-%Y").to_string()),
    );
    pen.text(MARGIN, y, BODY + 1.0, false, &period);
    y += LINE;
    for line in wrap(
        pen.fonts,
        &labels.say("statement-note"),
        BODY,
        false,
        WIDTH - 2.0 * MARGIN,
        3,
    ) {
        pen.text(MARGIN, y, BODY, false, &line);
        y += LINE;
    }
    y + 8.0
}

fn totals(
    pen: &mut Pen<'_, '_>,
    columns: &[Column],
    statement: &Statement,
    labels: &Labels<'_>,
    y: f32,
) -> anyhow::Result<()> {
    pen.rule(y, 0.8);
    let mut x = MARGIN;
    let cells = figures(&statement.totals)?;
    let baseline = y + LINE + 1.0;
    pen.text(
        MARGIN + 3.0,
        baseline,
        BODY + 1.0,
        true,
        &labels.say("statement-total"),
    );
    for (index, column) in columns.iter().enumerate() {
        if index >= 2
            && let Some(cell) = cells.get(index - 2)
        {
            pen.text_right(x + column.width - 3.0, baseline, BODY + 1.0, true, cell);
        }
        x += column.width;
    }
    Ok(())
}

pub(crate) fn statement(statement: &Statement, shop: &str, labels: &Labels<'_>) -> anyhow::Result<Vec<u8>> {
    let fonts = Fonts::load()?;
    let columns = columns(labels);
    let order_width = columns.get(1).map_or(100.0, |c| c.width);
    let rows: Vec<Row> = statement
        .rows
        .iter()
        .map(|row| {
            let date = row
                .first_posted
                .with_timezone(&orders::figures::india())
                .format("%d-%m-%Y")
                .to_string();
            let order = match &row.invoice_number {
                Some(number) => format!("{number} · {}", row.order),
                None => row.order.to_string(),
            };
            let mut cells = vec![date];
            cells.extend(figures(&row.figures)?);
            Ok(Row {
                description: wrap(&fonts, &order, BODY, false, order_width - 6.0, 2),
                cells,
            })
        })
        .collect::<anyhow::Result<_>>()?;

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
            header(&mut pen, statement, shop, labels)
        } else {
            MARGIN
        };
        y = table_heading(&mut pen, &columns, y);
        if rows.is_empty() {
            pen.text(
                MARGIN + 3.0,
                y + LINE,
                BODY,
                false,
                &labels.say("statement-empty"),
            );
            y += LINE + 6.0;
        }
        let mut drawn = 0;
        for row in remaining {
            if drawn > 0 && y + row.height() > BOTTOM - 2.0 * LINE {
                break;
            }
            table_row(&mut pen, &columns, y, row);
            y += row.height();
            drawn += 1;
        }
        remaining = &remaining[drawn..];
        let done = remaining.is_empty() && y + 2.0 * LINE <= BOTTOM;
        if done {
            totals(&mut pen, &columns, statement, labels, y + 2.0)?;
        }
        surface.finish();
        page.finish();
        if done {
            break;
        }
        first = false;
    }
    document
        .finish()
        .map_err(|error| anyhow!("writing the statement's PDF: {error:?}"))
}
