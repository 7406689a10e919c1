/**
 * Test support, never shipped: a local stand-in of the parts of PayPal's REST API Eventsmith calls.
 *
 * - POST /v1/oauth2/token                          (basic auth, grant_type=client_credentials)
 * - POST /v2/checkout/orders                       (intent CAPTURE, PayPal-Request-Id)
 * - GET  /v2/checkout/orders/:id
 * - POST /v2/checkout/orders/:id/capture           (PayPal-Request-Id)
 * - POST /v2/payments/captures/:id/refund          (PayPal-Request-Id)
 * - POST /v1/notifications/verify-webhook-signature (SUCCESS only for deliveries this stand-in sent,
 *   unchanged, to the configured webhook id)
 * answering with PayPal's shapes (orders, captures, refunds, `{name, message, details[]}` errors).
 * Tests steer it through /_test/…:
 * - POST /_test/config {webhook_url, webhook_id, create_delay_ms, refuse_refunds, capture_amount,
 *   capture_status, token_ttl, approve_webhook}
 * - POST /_test/orders/:id/approve  {deliver?}  the buyer approves (CHECKOUT.ORDER.APPROVED sent
 *   to the site when deliver is true)
 * - POST /_test/orders/:id/event    {type, amount?, deliver?}  captures the order here when needed and
 *   sends PAYMENT.CAPTURE.COMPLETED / PAYMENT.CAPTURE.DENIED about it (deliver: false: records it only)
 * - POST /_test/orders/:id/void     PayPal voids the order (status VOIDED)
 * - POST /_test/deliver             {event_id, tamper?}  sends a recorded event again (a replay)
 * - POST /_test/revoke-tokens       every issued token answers 401 from now on
 * - GET  /_test/requests            the API requests received (without credentials)
 * - GET, POST /checkoutnow?token=   the approval page (the payer-action link) for browser journeys;
 *   approving sends CHECKOUT.ORDER.APPROVED to the site first (config approve_webhook: false: not)
 *
 * Usage: node tests/support/payments/paypal-standin.mjs <port>
 */
import { createServer } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';

const port = Number(
	process.argv[ 2 ] ?? process.env.PAYPAL_STANDIN_PORT ?? 9832
);
const base = `http://127.0.0.1:${ port }`;
const config = {
	webhook_url: '',
	webhook_id: '',
	create_delay_ms: 0,
	token_ttl: 32400,
};
const tokens = new Map();
const orders = new Map();
const captures = new Map();
const replies = new Map();
const events = new Map();
const transmissions = new Map();
const requests = [];
const WHOLE = [ 'HUF', 'JPY', 'TWD' ];

const upper = ( bytes ) =>
	randomBytes( bytes ).toString( 'hex' ).toUpperCase().slice( 0, 17 );
const isoNow = () => new Date().toISOString().replace( /\.\d+Z$/, 'Z' );

function send( res, status, body ) {
	res.writeHead( status, {
		'Content-Type': 'application/json',
		'Paypal-Debug-Id': randomBytes( 7 ).toString( 'hex' ),
	} );
	res.end( JSON.stringify( body ) );
}

function problem( res, status, name, message, issue, description, field ) {
	send( res, status, {
		name,
		message,
		debug_id: randomBytes( 7 ).toString( 'hex' ),
		details: issue ? [ { field, issue, description } ] : [],
		links: [],
	} );
}

const unprocessable = ( res, issue, description, field ) =>
	problem(
		res,
		422,
		'UNPROCESSABLE_ENTITY',
		'The requested action could not be performed, semantically incorrect, or failed business validation.',
		issue,
		description,
		field
	);

/**
 * A money object's value in its currency's smallest unit, or null when PayPal would refuse it.
 * @param {{currency_code?: string, value?: string}} money PayPal money object.
 */
function units( money ) {
	if ( ! money || ! /^[A-Z]{3}$/.test( money.currency_code ?? '' ) ) {
		return null;
	}
	const places = WHOLE.includes( money.currency_code ) ? 0 : 2;
	const pattern = places === 0 ? /^\d{1,10}$/ : /^\d{1,10}(\.\d{1,2})?$/;
	if ( typeof money.value !== 'string' || ! pattern.test( money.value ) ) {
		return null;
	}
	const [ whole, fraction = '' ] = money.value.split( '.' );
	return Number( whole + fraction.padEnd( places, '0' ) );
}

function createOrder( res, body ) {
	if ( body?.intent !== 'CAPTURE' && body?.intent !== 'AUTHORIZE' ) {
		return unprocessable(
			res,
			'INVALID_PARAMETER_VALUE',
			'intent must be CAPTURE or AUTHORIZE.',
			'/intent'
		);
	}
	const unit = body.purchase_units?.[ 0 ];
	const total = units( unit?.amount );
	if ( ! unit || total === null ) {
		return unprocessable(
			res,
			'DECIMAL_PRECISION',
			'If the currency supports decimals, only two decimal place precision is supported.',
			"/purchase_units/@reference_id=='default'/amount/value"
		);
	}
	const breakdown = unit.amount.breakdown;
	if ( Array.isArray( unit.items ) && unit.items.length > 0 ) {
		let sum = 0;
		for ( const item of unit.items ) {
			const price = units( item.unit_amount );
			if (
				price === null ||
				item.unit_amount.currency_code !== unit.amount.currency_code ||
				! /^\d+$/.test( item.quantity ?? '' ) ||
				! item.name
			) {
				return unprocessable(
					res,
					'INVALID_PARAMETER_VALUE',
					'An item is not valid.',
					"/purchase_units/@reference_id=='default'/items"
				);
			}
			sum += price * Number( item.quantity );
		}
		if ( units( breakdown?.item_total ) !== sum ) {
			return unprocessable(
				res,
				'ITEM_TOTAL_MISMATCH',
				'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
				"/purchase_units/@reference_id=='default'/amount/breakdown/item_total/value"
			);
		}
	}
	if (
		breakdown &&
		units( breakdown.item_total ) - ( units( breakdown.discount ) ?? 0 ) !==
			total
	) {
		return unprocessable(
			res,
			'AMOUNT_MISMATCH',
			'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
			"/purchase_units/@reference_id=='default'/amount/value"
		);
	}
	const context =
		body.payment_source?.paypal?.experience_context ??
		body.application_context ??
		{};
	for ( const field of [ 'return_url', 'cancel_url' ] ) {
		if ( ! /^https?:\/\//.test( context[ field ] ?? '' ) ) {
			return unprocessable(
				res,
				'INVALID_PARAMETER_SYNTAX',
				`${ field } must be a URL.`,
				`/payment_source/paypal/experience_context/${ field }`
			);
		}
	}
	const id = upper( 9 );
	const viaSource = Boolean( body.payment_source?.paypal );
	const order = {
		id,
		intent: body.intent,
		status: viaSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
		payment_source: viaSource ? { paypal: {} } : undefined,
		purchase_units: [
			{
				...structuredClone( unit ),
				reference_id: unit.reference_id ?? 'default',
				payee: { merchant_id: 'STANDINMERCHANT' },
			},
		],
		create_time: isoNow(),
		links: [
			{
				href: `${ base }/v2/checkout/orders/${ id }`,
				rel: 'self',
				method: 'GET',
			},
			{
				href: `${ base }/checkoutnow?token=${ id }`,
				rel: viaSource ? 'payer-action' : 'approve',
				method: 'GET',
			},
		],
		_context: context,
	};
	orders.set( id, order );
	return order;
}

const shown = ( order ) => {
	const { _context, ...visible } = order;
	return visible;
};

function captureOrder( order, amount ) {
	const unit = order.purchase_units[ 0 ];
	const capture = {
		id: upper( 9 ),
		status: config.capture_status ?? 'COMPLETED',
		amount: amount ??
			config.capture_amount ?? {
				currency_code: unit.amount.currency_code,
				value: unit.amount.value,
			},
		final_capture: true,
		seller_protection: {
			status: 'ELIGIBLE',
			dispute_categories: [
				'ITEM_NOT_RECEIVED',
				'UNAUTHORIZED_TRANSACTION',
			],
		},
		custom_id: unit.custom_id,
		invoice_id: unit.invoice_id,
		supplementary_data: { related_ids: { order_id: order.id } },
		create_time: isoNow(),
		update_time: isoNow(),
		links: [],
	};
	capture.links = [
		{
			href: `${ base }/v2/payments/captures/${ capture.id }`,
			rel: 'self',
			method: 'GET',
		},
		{
			href: `${ base }/v2/payments/captures/${ capture.id }/refund`,
			rel: 'refund',
			method: 'POST',
		},
		{
			href: `${ base }/v2/checkout/orders/${ order.id }`,
			rel: 'up',
			method: 'GET',
		},
	];
	unit.payments = { captures: [ capture ] };
	order.status = 'COMPLETED';
	captures.set( capture.id, { capture, order, refunded: 0 } );
	return capture;
}

function makeEvent( type, resourceType, resource ) {
	const event = {
		id: `WH-${ upper( 9 ) }-${ upper( 9 ) }`,
		event_version: '1.0',
		create_time: isoNow(),
		resource_type: resourceType,
		resource_version: '2.0',
		event_type: type,
		summary: `${ type } (stand-in)`,
		resource: structuredClone( resource ),
		links: [],
	};
	events.set( event.id, event );
	return event;
}

async function deliver( event, tamper = false ) {
	const payload = JSON.stringify( event );
	const transmission = randomUUID();
	const signature = randomBytes( 64 ).toString( 'base64' );
	transmissions.set( transmission, { payload, signature } );
	const answer = await fetch( config.webhook_url, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'PAYPAL-TRANSMISSION-ID': transmission,
			'PAYPAL-TRANSMISSION-TIME': isoNow(),
			'PAYPAL-TRANSMISSION-SIG': signature,
			'PAYPAL-CERT-URL': `${ base }/v1/notifications/certs/CERT-360caa42-fca2a594-standin`,
			'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
		},
		body: tamper
			? payload.replace( /"value":"(\d+)/, '"value":"9$1' )
			: payload,
	} );
	return { status: answer.status, body: await answer.text(), event };
}

function verify( body ) {
	const sent = transmissions.get( body?.transmission_id );
	const same =
		sent &&
		JSON.stringify( body.webhook_event ) ===
			JSON.stringify( JSON.parse( sent.payload ) );
	const ok =
		same &&
		body.transmission_sig === sent.signature &&
		body.webhook_id === config.webhook_id &&
		body.auth_algo === 'SHA256withRSA' &&
		typeof body.cert_url === 'string' &&
		typeof body.transmission_time === 'string';
	return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
}

function idempotent( req, key, make ) {
	const id = req.headers[ 'paypal-request-id' ];
	if ( id && replies.has( `${ key } ${ id }` ) ) {
		return replies.get( `${ key } ${ id }` );
	}
	const reply = make();
	if ( id && reply && reply.status < 300 ) {
		replies.set( `${ key } ${ id }`, reply );
	}
	return reply;
}

async function api( req, res, url, raw ) {
	const auth = req.headers.authorization ?? '';
	let body = null;
	try {
		body =
			raw && req.headers[ 'content-type' ]?.includes( 'json' )
				? JSON.parse( raw )
				: raw;
	} catch {
		return problem(
			res,
			400,
			'INVALID_REQUEST',
			'Request is not well-formed, syntactically incorrect, or violates schema.',
			'MALFORMED_REQUEST_JSON',
			'The request JSON is not well formed.'
		);
	}
	requests.push( {
		method: req.method,
		path: url.pathname,
		request_id: req.headers[ 'paypal-request-id' ] ?? null,
		content_type: req.headers[ 'content-type' ] ?? null,
		auth: auth.split( ' ' )[ 0 ] || 'none',
		body: url.pathname === '/v1/oauth2/token' ? null : body,
	} );
	if ( req.method === 'POST' && url.pathname === '/v1/oauth2/token' ) {
		const [ id, secret ] = Buffer.from(
			auth.replace( /^Basic /, '' ),
			'base64'
		)
			.toString()
			.split( ':' );
		if (
			! auth.startsWith( 'Basic ' ) ||
			! id ||
			! secret ||
			secret === config.wrong_secret
		) {
			return send( res, 401, {
				error: 'invalid_client',
				error_description: 'Client Authentication failed',
			} );
		}
		if (
			new URLSearchParams( raw ).get( 'grant_type' ) !==
			'client_credentials'
		) {
			return send( res, 400, {
				error: 'unsupported_grant_type',
				error_description: 'Grant Type is NULL',
			} );
		}
		const token = `A21AA${ randomBytes( 24 ).toString( 'hex' ) }`;
		tokens.set( token, true );
		return send( res, 200, {
			scope: 'https://uri.paypal.com/services/payments/payment',
			access_token: token,
			token_type: 'Bearer',
			app_id: 'APP-STANDIN',
			expires_in: config.token_ttl,
			nonce: `${ isoNow() }${ randomBytes( 8 ).toString( 'hex' ) }`,
		} );
	}
	if ( ! tokens.get( auth.replace( /^Bearer /, '' ) ) ) {
		return problem(
			res,
			401,
			'AUTHENTICATION_FAILURE',
			'Authentication failed due to invalid authentication credentials or a missing Authorization header.'
		);
	}
	if (
		req.method === 'POST' &&
		url.pathname === '/v1/notifications/verify-webhook-signature'
	) {
		return send( res, 200, verify( body ) );
	}
	if ( req.method === 'POST' && url.pathname === '/v2/checkout/orders' ) {
		if ( config.create_delay_ms > 0 ) {
			await new Promise( ( resolve ) =>
				setTimeout( resolve, config.create_delay_ms )
			);
		}
		const first = replies.get(
			`create ${ req.headers[ 'paypal-request-id' ] }`
		);
		if ( first ) {
			return send( res, 200, shown( orders.get( first.id ) ) );
		}
		const order = createOrder( res, body );
		if ( order ) {
			if ( req.headers[ 'paypal-request-id' ] ) {
				replies.set( `create ${ req.headers[ 'paypal-request-id' ] }`, {
					id: order.id,
					status: 201,
				} );
			}
			send( res, 201, shown( order ) );
		}
		return;
	}
	const orderPath = /^\/v2\/checkout\/orders\/(\w+)(\/capture)?$/.exec(
		url.pathname
	);
	if ( orderPath ) {
		const order = orders.get( orderPath[ 1 ] );
		if ( ! order ) {
			return problem(
				res,
				404,
				'RESOURCE_NOT_FOUND',
				'The specified resource does not exist.',
				'INVALID_RESOURCE_ID',
				'Specified resource ID does not exist. Please check the resource ID and try again.'
			);
		}
		if ( req.method === 'GET' && ! orderPath[ 2 ] ) {
			return send( res, 200, shown( order ) );
		}
		if ( req.method === 'POST' && orderPath[ 2 ] ) {
			const reply = idempotent( req, `capture ${ order.id }`, () => {
				if ( order.status === 'COMPLETED' ) {
					return {
						status: 422,
						issue: 'ORDER_ALREADY_CAPTURED',
						description:
							"Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
					};
				}
				if ( order.status !== 'APPROVED' ) {
					return {
						status: 422,
						issue: 'ORDER_NOT_APPROVED',
						description:
							"Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
					};
				}
				captureOrder( order );
				return {
					status: 201,
					order: structuredClone( shown( order ) ),
				};
			} );
			return reply.status < 300
				? send( res, reply.status, reply.order )
				: unprocessable( res, reply.issue, reply.description );
		}
	}
	const refundPath = /^\/v2\/payments\/captures\/(\w+)\/refund$/.exec(
		url.pathname
	);
	if ( req.method === 'POST' && refundPath ) {
		const held = captures.get( refundPath[ 1 ] );
		if ( ! held ) {
			return problem(
				res,
				404,
				'RESOURCE_NOT_FOUND',
				'The specified resource does not exist.',
				'INVALID_RESOURCE_ID',
				'Specified resource ID does not exist. Please check the resource ID and try again.'
			);
		}
		const reply = idempotent( req, `refund ${ held.capture.id }`, () => {
			if ( config.refuse_refunds ) {
				return {
					status: 422,
					issue: 'REFUND_NOT_ALLOWED',
					description:
						'Full refund refused - partial refund has already been done on this payment. You cannot refund this capture.',
				};
			}
			// Without an amount PayPal refunds what is left of the capture.
			const amount = body?.amount ?? {
				currency_code: held.capture.amount.currency_code,
				value: formatUnits(
					units( held.capture.amount ) - held.refunded,
					held.capture.amount.currency_code
				),
			};
			const cents = units( amount );
			if (
				cents === null ||
				cents + held.refunded > units( held.capture.amount )
			) {
				return {
					status: 422,
					issue: 'REFUND_AMOUNT_EXCEEDED',
					description:
						'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
				};
			}
			held.refunded += cents;
			const refund = {
				id: upper( 9 ),
				status: 'COMPLETED',
				amount,
				invoice_id: held.capture.invoice_id,
				custom_id: held.capture.custom_id,
				note_to_payer: body?.note_to_payer,
				seller_payable_breakdown: {
					total_refunded_amount: {
						currency_code: amount.currency_code,
						value: formatUnits(
							held.refunded,
							amount.currency_code
						),
					},
				},
				create_time: isoNow(),
				links: [
					{
						href: `${ base }/v2/payments/refunds/REFUND`,
						rel: 'self',
						method: 'GET',
					},
					{
						href: `${ base }/v2/payments/captures/${ held.capture.id }`,
						rel: 'up',
						method: 'GET',
					},
				],
			};
			held.capture.status =
				held.refunded >= units( held.capture.amount )
					? 'REFUNDED'
					: 'PARTIALLY_REFUNDED';
			if ( config.webhook_url ) {
				setTimeout(
					() =>
						deliver(
							makeEvent(
								'PAYMENT.CAPTURE.REFUNDED',
								'refund',
								refund
							)
						).catch( () => {} ),
					config.refund_webhook_delay_ms ?? 0
				);
			}
			return { status: 201, refund };
		} );
		return reply.status < 300
			? send( res, reply.status, reply.refund )
			: unprocessable( res, reply.issue, reply.description );
	}
	return problem(
		res,
		404,
		'RESOURCE_NOT_FOUND',
		`The specified resource does not exist (${ req.method } ${ url.pathname }).`
	);
}

function formatUnits( value, currency ) {
	if ( WHOLE.includes( currency ) ) {
		return String( value );
	}
	const digits = String( value ).padStart( 3, '0' );
	return `${ digits.slice( 0, -2 ) }.${ digits.slice( -2 ) }`;
}

function approve( order ) {
	order.status = 'APPROVED';
	order.payer = { payer_id: upper( 7 ) };
}

async function control( req, res, url, raw ) {
	const input = raw ? JSON.parse( raw ) : {};
	const simple = {
		'/_test/config': () => Object.assign( config, input ),
		'/_test/requests': () => requests,
		'/_test/revoke-tokens': () => {
			tokens.forEach( ( _, token ) => tokens.set( token, false ) );
			return { revoked: tokens.size };
		},
		'/_test/deliver': () =>
			deliver( events.get( input.event_id ), input.tamper ),
	};
	if ( simple[ url.pathname ] ) {
		return send( res, 200, await simple[ url.pathname ]() );
	}
	const match = /^\/_test\/orders\/(\w+)\/(approve|event|void)$/.exec(
		url.pathname
	);
	const order = match && orders.get( match[ 1 ] );
	if ( ! order ) {
		return send( res, 404, { error: 'no such order' } );
	}
	if ( match[ 2 ] === 'approve' ) {
		approve( order );
		return send(
			res,
			200,
			input.deliver
				? await deliver(
						makeEvent(
							'CHECKOUT.ORDER.APPROVED',
							'checkout-order',
							shown( order )
						)
					)
				: { order: shown( order ) }
		);
	}
	if ( match[ 2 ] === 'void' ) {
		order.status = 'VOIDED';
		return send( res, 200, { order: shown( order ) } );
	}
	const existing = order.purchase_units[ 0 ].payments?.captures?.[ 0 ];
	const capture = existing ?? captureOrder( order, input.amount );
	if ( input.type === 'PAYMENT.CAPTURE.DENIED' ) {
		capture.status = 'DENIED';
	}
	const event = makeEvent( input.type, 'capture', capture );
	return send(
		res,
		200,
		input.deliver === false ? { event } : await deliver( event )
	);
}

/**
 * The approval page a buyer is sent to (the payer-action link): GET shows the amount, "Pay Now"
 * and a cancel link; POST approves the order, sends CHECKOUT.ORDER.APPROVED to the site when a
 * webhook is configured (as PayPal does for a subscribed webhook; `approve_webhook: false` turns
 * it off), then sends the buyer to return_url with PayPal's token and PayerID.
 *
 * @param {import('node:http').IncomingMessage} req Request.
 * @param {import('node:http').ServerResponse}  res Response.
 * @param {URL}                                 url Its address.
 */
async function approvalPage( req, res, url ) {
	const order = orders.get( url.searchParams.get( 'token' ) ?? '' );
	if (
		! order ||
		! [ 'CREATED', 'PAYER_ACTION_REQUIRED', 'APPROVED' ].includes(
			order.status
		)
	) {
		res.writeHead( 404, { 'Content-Type': 'text/html' } );
		res.end( '<p>This order can no longer be approved.</p>' );
		return;
	}
	const back = ( address, extra = '' ) =>
		`${ address }${ address.includes( '?' ) ? '&' : '?' }token=${ order.id }${ extra }`;
	if ( req.method === 'POST' ) {
		approve( order );
		if ( config.webhook_url && config.approve_webhook !== false ) {
			await deliver(
				makeEvent(
					'CHECKOUT.ORDER.APPROVED',
					'checkout-order',
					shown( order )
				)
			).catch( () => {} );
		}
		res.writeHead( 303, {
			Location: back(
				order._context.return_url,
				`&PayerID=${ order.payer.payer_id }`
			),
		} );
		res.end();
		return;
	}
	const amount = order.purchase_units[ 0 ].amount;
	res.writeHead( 200, { 'Content-Type': 'text/html; charset=utf-8' } );
	res.end(
		`<!doctype html><title>PayPal</title><h1>Pay ${ amount.value } ${ amount.currency_code }</h1>` +
			`<form method="post"><button type="submit">Pay Now</button></form>` +
			`<a href="${ back( order._context.cancel_url ).replace( /&/g, '&amp;' ) }">Cancel and return</a>`
	);
}

createServer( ( req, res ) => {
	let raw = '';
	req.on( 'data', ( chunk ) => ( raw += chunk ) );
	req.on( 'end', () => {
		const url = new URL( req.url ?? '/', base );
		let handler = api;
		if ( url.pathname.startsWith( '/_test/' ) ) {
			handler = control;
		} else if ( url.pathname === '/checkoutnow' ) {
			handler = () => approvalPage( req, res, url );
		}
		handler( req, res, url, raw ).catch( ( error ) =>
			problem( res, 500, 'INTERNAL_SERVER_ERROR', String( error ) )
		);
	} );
} ).listen( port, '127.0.0.1', () => {
	process.stdout.write( `paypal stand-in on ${ port }\n` );
} );
