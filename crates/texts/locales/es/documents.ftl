# Los documentos PDF: la factura con impuestos y la factura sin impuestos (crates/pdf).
invoice-title = Factura con impuestos
invoice-title-bill-of-supply = Factura de suministro
invoice-original = Original para el destinatario
invoice-number = Número de factura
invoice-date = Fecha de factura
invoice-order = Pedido
invoice-place-of-supply = Lugar de suministro
invoice-reverse-charge = Impuesto por inversión del sujeto pasivo
invoice-no = No
invoice-sold-by = Vendido por (proveedor)
invoice-bill-to = Facturar a (destinatario)
invoice-ship-to = Enviar a
invoice-state = Estado: { $state } (código { $code })
invoice-gstin = GSTIN: { $gstin }
invoice-column-number = N.º
invoice-column-description = Descripción
invoice-column-hsn = HSN/SAC
invoice-column-quantity = Cant.
invoice-column-value = Valor (₹)
invoice-column-discount = Descuento (₹)
invoice-column-taxable = Base imponible (₹)
invoice-column-rate = Tipo
invoice-column-amount = Importe (₹)
invoice-column-total = Total (₹)
invoice-quantity = { $count } uds.
invoice-shipping = Gastos de envío
invoice-total-taxable = Base imponible
invoice-total-cgst = CGST
invoice-total-sgst = SGST
invoice-total-utgst = UTGST
invoice-total-igst = IGST
invoice-total = Total de la factura
invoice-in-words = Importe en letras: { $words }
invoice-unregistered = El proveedor no está registrado en el GST, así que no se cobra impuesto.
invoice-computer-generated = Esta factura está generada por ordenador y no necesita firma.
invoice-marketplace = Vendido a través de { $marketplace }, un mercado en línea.

# El estado de liquidación (crates/pdf, y la fila de encabezado del CSV).
statement-title = Estado de liquidación
statement-period = Periodo: del { $from } al { $to }
statement-note = Importes en rupias, tal como se registraron en su libro en este periodo: cada cargo descuenta los reembolsos registrados en él. El neto es lo que usted recibe.
statement-column-date = Fecha
statement-column-order = Factura y pedido
statement-column-invoice = Número de factura
statement-column-order-id = Pedido
statement-column-sale = Venta
statement-column-commission = Comisión
statement-column-commission-gst = GST sobre la comisión
statement-column-tcs = TCS
statement-column-tds = TDS
statement-column-net = Neto
statement-total = Total
statement-empty = No se registró nada en este periodo.

# La nota de crédito (crates/pdf): la página de la factura, con título y número de nota de crédito.
credit-note-title = Nota de crédito
credit-note-number = Número de nota de crédito
credit-note-date = Fecha de la nota de crédito
credit-note-against = Sobre la factura
credit-note-invoice = { $number } del { $date }
credit-note-reason = Motivo
credit-note-sales-return = Mercancía devuelta por el comprador
credit-note-cancellation = Pedido cancelado antes de la entrega
credit-note-total = Total de la nota de crédito

# The operator's monthly commission invoice to a shop (crates/pdf).
commission-invoice-line = Comisión del marketplace sobre las ventas del periodo
commission-invoice-period = Periodo
commission-invoice-supplier = Proveedor (operador del marketplace)
commission-invoice-recipient = Destinatario (tienda)

# The operator's monthly TCS report (the CSV's header row).
tcs-report-column-gstin = GSTIN del proveedor
tcs-report-column-name = Razón social del proveedor
tcs-report-column-buyers = Suministros a
tcs-report-column-gross = Valor bruto de los suministros
tcs-report-column-returned = Valor de los suministros devueltos
tcs-report-column-net = Importe neto sujeto a TCS
tcs-report-column-igst = TCS como IGST
tcs-report-column-cgst = TCS como CGST
tcs-report-column-sgst = TCS como SGST/UTGST
tcs-report-registered = Compradores registrados
tcs-report-unregistered = Compradores no registrados
