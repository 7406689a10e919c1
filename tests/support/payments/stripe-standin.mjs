/**
 * Test support, never shipped: a local stand-in of the parts of Stripe's API Eventsmith calls.
 *
 * - POST /v1/checkout/sessions   (form-encoded, Bearer sk_…, Stripe-Version, Idempotency-Key)
 * - GET  /v1/checkout/sessions/:id
 * - POST /v1/refunds             (payment_intent, amount: by default what is left; more is refused)
 * - GET  /v1/balance             (the settings page's connection test)
 * answering with Stripe's object and error shapes. Tests steer it through /_test/…:
 * - POST /_test/config  {webhook_url, webhook_secret, create_delay_ms, refuse_refunds,
 *   refund_webhook_delay_ms, revoked_key}; a refund delivers `charge.refunded` to the site
 *   afterwards; requests with `revoked_key` answer 401 as Stripe does for a rolled key.
 * - POST /_test/sessions/:id/pay     {payment_status?: "paid"|"unpaid", amount_total?}
 *   marks the session complete and delivers `checkout.session.completed`, signed with the
 *   official stripe package (webhooks.generateTestHeaderString), to the site; answers the
 *   site's status and body and the event sent.
 * - POST /_test/sessions/:id/event   {type, deliver?} delivers another event about the session
 *   (checkout.session.expired, checkout.session.async_payment_succeeded / _failed); with
 *   `deliver: false` only the session changes (a webhook that never comes).
 * - GET  /_test/sessions             every session as it is now (amount_refunded, refunds).
 * - POST /_test/deliver              {event_id} delivers a recorded event again (a replay).
 * - GET  /_test/requests             the API requests received (without the key).
 * - GET, POST /c/pay/:id              the hosted payment page (session.url) for browser journeys.
 *
 * Usage: node tests/support/payments/stripe-standin.mjs <port>
 */
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

const port = Number(
	process.argv[ 2 ] ?? process.env.STRIPE_STANDIN_PORT ?? 9822
);
const signer = new Stripe( 'sk_test_standin', { apiVersion: '2024-06-20' } );
const config = { webhook_url: '', webhook_secret: '', create_delay_ms: 0 };
const sessions = new Map();
const idempotency = new Map();
const events = new Map();
const requests = [];

const id = ( prefix ) => `${ prefix }_${ randomBytes( 12 ).toString( 'hex' ) }`;
const now = () => Math.floor( Date.now() / 1000 );

/**
 * Bracket-notation form body (a[b][0][c]=1) → nested objects and arrays, as Stripe reads it.
 *
 * @param {string} body The raw body.
 */
function parseForm( body ) {
	const root = {};
	for ( const [ key, value ] of new URLSearchParams( body ) ) {
		const path = key.replace( /\]/g, '' ).split( '[' );
		let node = root;
		path.forEach( ( part, index ) => {
			if ( index === path.length - 1 ) {
				node[ part ] = value;
				return;
			}
			node[ part ] ??= {};
			node = node[ part ];
		} );
	}
	const arrays = ( node ) => {
		if ( typeof node !== 'object' || node === null ) {
			return node;
		}
		const keys = Object.keys( node );
		const out = {};
		for ( const key of keys ) {
			out[ key ] = arrays( node[ key ] );
		}
		return keys.length > 0 && keys.every( ( k, i ) => String( i ) === k )
			? keys.map( ( k ) => out[ k ] )
			: out;
	};
	return arrays( root );
}

function send( res, status, body ) {
	res.writeHead( status, {
		'Content-Type': 'application/json',
		'Request-Id': id( 'req' ),
	} );
	res.end( JSON.stringify( body ) );
}

function invalid(
	res,
	message,
	param,
	status = 400,
	type = 'invalid_request_error'
) {
	send( res, status, { error: { type, message, param } } );
}

async function deliver( event ) {
	const payload = JSON.stringify( event, null, 2 );
	const header = signer.webhooks.generateTestHeaderString( {
		payload,
		secret: config.webhook_secret,
	} );
	const answer = await fetch( config.webhook_url, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'Stripe-Signature': header,
		},
		body: payload,
	} );
	return { status: answer.status, body: await answer.text(), event };
}

function makeEvent( type, object ) {
	const made = {
		id: id( 'evt' ),
		object: 'event',
		api_version: '2024-06-20',
		created: now(),
		type,
		livemode: false,
		pending_webhooks: 1,
		request: { id: null, idempotency_key: null },
		data: { object: structuredClone( object ) },
	};
	events.set( made.id, made );
	return made;
}

function createSession( req, res, params ) {
	if ( params.mode !== 'payment' ) {
		return invalid(
			res,
			'Invalid mode: must be one of payment, setup, or subscription',
			'mode'
		);
	}
	for ( const field of [ 'success_url', 'cancel_url' ] ) {
		if ( ! /^https?:\/\//.test( params[ field ] ?? '' ) ) {
			return invalid( res, `Not a valid URL`, field );
		}
	}
	const lines = Array.isArray( params.line_items ) ? params.line_items : [];
	if ( lines.length === 0 ) {
		return invalid(
			res,
			'line_items is required in payment mode.',
			'line_items'
		);
	}
	let total = 0;
	let currency = '';
	for ( const [ n, line ] of lines.entries() ) {
		const amount = Number( line?.price_data?.unit_amount );
		const quantity = Number( line?.quantity );
		if (
			! Number.isInteger( amount ) ||
			amount < 0 ||
			! /^\d+$/.test( line.price_data.unit_amount )
		) {
			return invalid(
				res,
				'Invalid integer: unit_amount',
				`line_items[${ n }][price_data][unit_amount]`
			);
		}
		if ( ! Number.isInteger( quantity ) || quantity < 1 ) {
			return invalid(
				res,
				'Invalid integer: quantity',
				`line_items[${ n }][quantity]`
			);
		}
		if ( ! /^[a-z]{3}$/.test( line.price_data.currency ?? '' ) ) {
			return invalid(
				res,
				'Invalid currency',
				`line_items[${ n }][price_data][currency]`
			);
		}
		if ( ! line.price_data.product_data?.name ) {
			return invalid(
				res,
				'Missing required param: name.',
				`line_items[${ n }][price_data][product_data][name]`
			);
		}
		currency ||= line.price_data.currency;
		total += amount * quantity;
	}
	const expires = Number( params.expires_at ?? now() + 86400 );
	if ( expires < now() + 1800 || expires > now() + 86400 ) {
		return invalid(
			res,
			'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
			'expires_at'
		);
	}
	const session = {
		id: id( 'cs_test' ),
		object: 'checkout.session',
		amount_subtotal: total,
		amount_total: total,
		cancel_url: params.cancel_url,
		client_reference_id: params.client_reference_id ?? null,
		created: now(),
		currency,
		customer_email: params.customer_email ?? null,
		expires_at: expires,
		livemode: false,
		metadata: params.metadata ?? {},
		mode: 'payment',
		payment_intent: null,
		payment_status: 'unpaid',
		status: 'open',
		success_url: params.success_url,
		url: '',
	};
	session.url = `http://127.0.0.1:${ port }/c/pay/${ session.id }`;
	sessions.set( session.id, session );
	send( res, 200, session );
	return session;
}

async function api( req, res, url, body ) {
	const auth = req.headers.authorization ?? '';
	requests.push( {
		method: req.method,
		path: url.pathname,
		idempotency_key: req.headers[ 'idempotency-key' ] ?? null,
		stripe_version: req.headers[ 'stripe-version' ] ?? null,
		content_type: req.headers[ 'content-type' ] ?? null,
		key_mode: /^Bearer (sk|rk)_(test|live)_/.exec( auth )?.[ 2 ] ?? 'none',
		params: req.method === 'POST' ? parseForm( body ) : null,
	} );
	if (
		! /^Bearer (sk|rk)_(test|live)_\w+$/.test( auth ) ||
		( config.revoked_key && auth === `Bearer ${ config.revoked_key }` )
	) {
		return send( res, 401, {
			error: {
				type: 'invalid_request_error',
				message: 'Invalid API Key provided.',
			},
		} );
	}
	if ( req.method === 'POST' && url.pathname === '/v1/checkout/sessions' ) {
		if ( config.create_delay_ms > 0 ) {
			await new Promise( ( resolve ) =>
				setTimeout( resolve, config.create_delay_ms )
			);
		}
		const key = req.headers[ 'idempotency-key' ];
		if ( key && idempotency.has( key ) ) {
			const first = idempotency.get( key );
			if ( first.body !== body ) {
				return invalid(
					res,
					`Keys for idempotent requests can only be used with the same parameters they were first used with.`,
					undefined,
					400,
					'idempotency_error'
				);
			}
			return send( res, 200, sessions.get( first.session ) );
		}
		const session = createSession( req, res, parseForm( body ) );
		if ( key && session ) {
			idempotency.set( key, { body, session: session.id } );
		}
		return;
	}
	if ( req.method === 'GET' && url.pathname === '/v1/balance' ) {
		const live = auth.includes( '_live_' );
		return send( res, 200, {
			object: 'balance',
			available: [
				{ amount: 0, currency: 'usd', source_types: { card: 0 } },
			],
			livemode: live,
			pending: [
				{ amount: 0, currency: 'usd', source_types: { card: 0 } },
			],
		} );
	}
	const match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec( url.pathname );
	if ( req.method === 'GET' && match ) {
		const session = sessions.get( match[ 1 ] );
		return session
			? send( res, 200, session )
			: send( res, 404, {
					error: {
						type: 'invalid_request_error',
						code: 'resource_missing',
						message: `No such checkout.session: '${ match[ 1 ] }'`,
						param: 'session',
					},
				} );
	}
	if ( req.method === 'POST' && url.pathname === '/v1/refunds' ) {
		const params = parseForm( body );
		const session = [ ...sessions.values() ].find(
			( s ) =>
				s.payment_intent && s.payment_intent === params.payment_intent
		);
		if ( ! session ) {
			return send( res, 404, {
				error: {
					type: 'invalid_request_error',
					code: 'resource_missing',
					message: `No such payment_intent: '${ params.payment_intent }'`,
					param: 'payment_intent',
				},
			} );
		}
		const key = req.headers[ 'idempotency-key' ];
		if ( key && idempotency.has( key ) ) {
			return send( res, 200, idempotency.get( key ).refund );
		}
		if ( config.refuse_refunds ) {
			return send( res, 400, {
				error: {
					type: 'invalid_request_error',
					code: 'charge_disputed',
					message: `Charge for payment_intent ${ params.payment_intent } has been disputed and cannot be refunded.`,
				},
			} );
		}
		// Without `amount` Stripe refunds what is left of the charge; more than that is refused.
		const left = session.amount_total - ( session.amount_refunded ?? 0 );
		const amount =
			params.amount === undefined ? left : Number( params.amount );
		if (
			params.amount !== undefined &&
			( ! /^\d+$/.test( params.amount ) || amount < 1 )
		) {
			return invalid( res, 'Invalid positive integer', 'amount' );
		}
		if ( amount > left || left <= 0 ) {
			return invalid(
				res,
				`Refund amount (${ amount }) is greater than unrefunded amount on charge (${ left })`,
				'amount',
				400,
				'invalid_request_error'
			);
		}
		const refund = {
			id: id( 're' ),
			object: 'refund',
			amount,
			currency: session.currency,
			metadata: params.metadata ?? {},
			payment_intent: session.payment_intent,
			status: 'succeeded',
		};
		if ( key ) {
			idempotency.set( key, { body, refund } );
		}
		session.amount_refunded = ( session.amount_refunded ?? 0 ) + amount;
		session.refunds = [ ...( session.refunds ?? [] ), refund.id ];
		send( res, 200, refund );
		// Stripe then reports the refunded charge; it may arrive before the refund's caller goes on.
		const charge = {
			id: id( 'ch' ),
			object: 'charge',
			amount: session.amount_total,
			amount_refunded: session.amount_refunded,
			currency: session.currency,
			metadata: session.metadata,
			payment_intent: session.payment_intent,
			refunded: session.amount_refunded >= session.amount_total,
		};
		if ( config.webhook_url ) {
			setTimeout( () => {
				deliver( makeEvent( 'charge.refunded', charge ) ).catch(
					() => {}
				);
			}, config.refund_webhook_delay_ms ?? 0 );
		}
		return;
	}
	return send( res, 404, {
		error: {
			type: 'invalid_request_error',
			message: `Unrecognized request URL (${ req.method }: ${ url.pathname }).`,
		},
	} );
}

async function control( req, res, url, body ) {
	const input = body ? JSON.parse( body ) : {};
	if ( url.pathname === '/_test/config' ) {
		Object.assign( config, input );
		return send( res, 200, config );
	}
	if ( url.pathname === '/_test/requests' ) {
		return send( res, 200, requests );
	}
	if ( url.pathname === '/_test/sessions' ) {
		return send( res, 200, [ ...sessions.values() ] );
	}
	if ( url.pathname === '/_test/deliver' ) {
		return send( res, 200, await deliver( events.get( input.event_id ) ) );
	}
	const match = /^\/_test\/sessions\/(\w+)\/(pay|event)$/.exec(
		url.pathname
	);
	const session = match && sessions.get( match[ 1 ] );
	if ( ! session ) {
		return send( res, 404, { error: 'no such session' } );
	}
	if ( match[ 2 ] === 'pay' ) {
		session.status = 'complete';
		session.payment_status = input.payment_status ?? 'paid';
		session.payment_intent ??= id( 'pi' );
		if ( input.amount_total !== undefined ) {
			session.amount_total = input.amount_total;
		}
		if ( input.currency !== undefined ) {
			session.currency = input.currency;
		}
		if ( input.deliver === false ) {
			return send( res, 200, { session } );
		}
		return send(
			res,
			200,
			await deliver( makeEvent( 'checkout.session.completed', session ) )
		);
	}
	if ( input.type === 'checkout.session.expired' ) {
		session.status = 'expired';
	}
	if ( input.type === 'checkout.session.async_payment_succeeded' ) {
		session.payment_status = 'paid';
	}
	if ( input.deliver === false ) {
		return send( res, 200, { session } );
	}
	return send( res, 200, await deliver( makeEvent( input.type, session ) ) );
}

const escapeHtml = ( text ) =>
	String( text ).replace(
		/[&<>"']/g,
		( c ) =>
			( {
				'&': '&amp;',
				'<': '&lt;',
				'>': '&gt;',
				'"': '&quot;',
				"'": '&#39;',
			} )[ c ]
	);

/**
 * The hosted payment page a buyer is sent to: GET shows the amount, a "Pay" button and a cancel
 * link; POST pays (delivering the signed webhook first, as Stripe may) and sends the buyer to
 * success_url with the session id filled in.
 *
 * @param {import('node:http').IncomingMessage} req Request.
 * @param {import('node:http').ServerResponse}  res Response.
 * @param {URL}                                 url Its address.
 */
async function hostedPage( req, res, url ) {
	const session = sessions.get( url.pathname.split( '/' ).pop() );
	if ( ! session || session.status !== 'open' ) {
		res.writeHead( 404, { 'Content-Type': 'text/html' } );
		res.end( '<p>This Checkout Session is no longer available.</p>' );
		return;
	}
	if ( req.method === 'POST' ) {
		session.status = 'complete';
		session.payment_status = 'paid';
		session.payment_intent ??= id( 'pi' );
		if ( config.webhook_url ) {
			await deliver( makeEvent( 'checkout.session.completed', session ) );
		}
		res.writeHead( 303, {
			Location: session.success_url.replace(
				'{CHECKOUT_SESSION_ID}',
				session.id
			),
		} );
		res.end();
		return;
	}
	res.writeHead( 200, { 'Content-Type': 'text/html; charset=utf-8' } );
	res.end(
		`<!doctype html><title>Pay</title><h1>Pay ${ escapeHtml(
			session.amount_total
		) } ${ escapeHtml( session.currency ) }</h1>` +
			`<form method="post"><button type="submit">Pay</button></form>` +
			`<a href="${ escapeHtml( session.cancel_url ) }">Cancel</a>`
	);
}

createServer( ( req, res ) => {
	let body = '';
	req.on( 'data', ( chunk ) => ( body += chunk ) );
	req.on( 'end', () => {
		const url = new URL( req.url ?? '/', `http://127.0.0.1:${ port }` );
		let handler = api;
		if ( url.pathname.startsWith( '/_test/' ) ) {
			handler = control;
		} else if ( url.pathname.startsWith( '/c/pay/' ) ) {
			handler = hostedPage;
		}
		handler( req, res, url, body ).catch( ( error ) =>
			send( res, 500, {
				error: { type: 'api_error', message: String( error ) },
			} )
		);
	} );
} ).listen( port, '127.0.0.1', () => {
	process.stdout.write( `stripe stand-in on ${ port }\n` );
} );
