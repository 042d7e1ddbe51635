# Los correos que envía el servidor, en el idioma de la cuenta destinataria (ver en/emails.ftl).

email-greeting = Hola, { $name }:
email-greeting-anonymous = Hola:
email-signature = El equipo de Haat
email-link-fallback = Si el botón no funciona, copia esta dirección en tu navegador:

email-shop-activation-subject = Activa tu tienda en Haat
email-shop-activation-intro = Gracias por abrir { $shop } en Haat. Confirma tu correo electrónico para activar tu tienda.
email-shop-activation-expiry = El enlace funciona una sola vez y caduca en 48 horas.
email-shop-activation-action = Activar tu tienda

email-password-reset-subject = Restablece tu contraseña de Haat
email-password-reset-intro = Alguien, esperamos que tú, ha pedido restablecer la contraseña de tu cuenta de Haat.
email-password-reset-expiry = El enlace funciona una sola vez y caduca en 30 minutos. Si no lo has pedido tú, ignora este correo: tu contraseña seguirá siendo la misma.
email-password-reset-action = Elegir una contraseña nueva

email-newsletter-subject = Tu cupón de { $percent }% de descuento: { $code }
email-newsletter-thanks = Gracias por suscribirte al boletín de Haat.
email-newsletter-coupon = Aquí tienes tu cupón de { $percent }% de descuento para todo Haat: { $code }. Introdúcelo al finalizar la compra; descuenta hasta { $max } en un pedido y es válido hasta el { $until }.
email-newsletter-action = Empezar a comprar

email-withdrawal-paid-subject = Tu retiro de { $amount } se ha pagado
email-withdrawal-paid-body = Hemos enviado { $amount } a tu { $method } (solicitud { $reference }). Normalmente llega a la cuenta en un día hábil.
email-withdrawal-rejected-subject = Tu retiro de { $amount } no se ha aprobado
email-withdrawal-rejected-body = Tu solicitud { $reference } de { $amount } no se ha aprobado y el importe ha vuelto a tu saldo disponible. Motivo indicado: { $reason }
email-withdrawal-no-reason = no se indicó ninguno
email-payout-bank = cuenta de { $bank } terminada en { $last4 } ({ $ifsc })
email-payout-bank-unnamed = cuenta bancaria terminada en { $last4 } ({ $ifsc })
email-payout-upi = UPI { $id }

email-date = { $day } de { $month } de { $year }
month-1 = enero
month-2 = febrero
month-3 = marzo
month-4 = abril
month-5 = mayo
month-6 = junio
month-7 = julio
month-8 = agosto
month-9 = septiembre
month-10 = octubre
month-11 = noviembre
month-12 = diciembre

# Complaints to the grievance officer.
email-grievance-received-subject = Hemos recibido su reclamación { $ticket }
email-grievance-received-body = Gracias por escribir a nuestro responsable de reclamaciones. Su reclamación está registrada como { $ticket } y la resolveremos antes del { $due }. Conserve este número para hacer el seguimiento. Usted escribió:
email-grievance-answered-subject = Una respuesta a su reclamación { $ticket }
email-grievance-answered-body = Nuestro responsable de reclamaciones ha respondido a su reclamación { $ticket }:
email-grievance-closed-subject = Su reclamación { $ticket } está cerrada
email-grievance-closed-body = Nuestro responsable de reclamaciones ha cerrado su reclamación { $ticket }. Si no quedó resuelta a su satisfacción, responda a este correo o escríbanos de nuevo.

email-shop-approved-subject = { $shop } está aprobada y ya es visible
email-shop-approved-body = Buenas noticias: hemos revisado { $shop } y ya está activa. A partir de ahora los compradores pueden encontrar tus productos en el marketplace.
email-shop-rejected-subject = { $shop } necesita cambios antes de publicarse
email-shop-rejected-body = Hemos revisado { $shop } y todavía no podemos aprobarla. Qué cambiar: { $reason } Cuando esté corregido, vuelve a enviar tu tienda a revisión desde tu panel.
email-shop-review-action = Abrir tu panel
