/**
 * A small stand-in for `@wordpress/interactivity` in store tests: `store()`
 * keeps what a view module defines (with the lock it asked for), and a test
 * chooses the context and element that `getContext()` / `getElement()` give
 * the next action, getter or callback, the way the runtime scopes them.
 */
type Definition = Record< string, any >;

export const stores = new Map<
	string,
	{ definition: Definition; lock: unknown }
>();

let context: Record< string, any > = {};
let element: { ref: HTMLElement | null; attributes: Record< string, any > } = {
	ref: null,
	attributes: {},
};

/**
 * Scopes what follows to one element and its context.
 *
 * @param nextContext The context the directive would see.
 * @param ref         The element the directive is on.
 */
export function scope(
	nextContext: Record< string, any >,
	ref: HTMLElement | null = null
): void {
	context = nextContext;
	element = { ref, attributes: {} };
}

export function store(
	namespace: string,
	definition: Definition = {},
	options: { lock?: unknown } = {}
): Definition {
	const known = stores.get( namespace );
	if ( known ) {
		// Merged like the runtime does: state and actions add up.
		for ( const [ key, value ] of Object.entries( definition ) ) {
			Object.defineProperties(
				( known.definition[ key ] ??= {} ),
				Object.getOwnPropertyDescriptors( value )
			);
		}
		return known.definition;
	}
	const made: Definition = { state: {}, actions: {}, callbacks: {} };
	for ( const [ key, value ] of Object.entries( definition ) ) {
		Object.defineProperties(
			made[ key ] ?? ( made[ key ] = {} ),
			Object.getOwnPropertyDescriptors( value )
		);
	}
	stores.set( namespace, { definition: made, lock: options.lock } );
	return made;
}

export const getContext = < T >(): T => context as T;

export const getElement = () => element;

/**
 * A nested `data-wp-context`, read and written like the runtime does: a key
 * the inner context lacks is read from, and written to, the outer one.
 *
 * @param outer The enclosing context.
 * @param own   What the inner element's data-wp-context holds.
 */
export function nested(
	outer: Record< string, any >,
	own: Record< string, any >
): Record< string, any > {
	return new Proxy( own, {
		get: ( target, key ) =>
			key in target ? target[ key as string ] : outer[ key as string ],
		set: ( target, key, value ) => {
			const into = key in target || ! ( key in outer ) ? target : outer;
			into[ key as string ] = value;
			return true;
		},
	} );
}

/**
 * Runs an async action (a generator) the way the runtime does: each yielded
 * promise is awaited and its value (or error) sent back in.
 *
 * @param iterator What the action returned.
 */
export async function run(
	iterator: Generator< unknown, unknown, unknown > | unknown
): Promise< unknown > {
	const generator = iterator as Generator< unknown, unknown, unknown >;
	let step = generator.next();
	while ( ! step.done ) {
		try {
			step = generator.next( await step.value );
		} catch ( error ) {
			step = generator.throw( error );
		}
	}
	return step.value;
}

/**
 * A fetch stand-in answering each call with the next of `answers` (status
 * and body; a body that is an Error makes the call fail like a lost
 * connection), and keeping the calls made.
 *
 * @param answers What each request gets back, in order.
 */
export function answering(
	...answers: Array< { status: number; body: unknown } | Error >
): jest.Mock {
	const queue = [ ...answers ];
	const mock = jest.fn( async () => {
		const next = queue.shift();
		if ( ! next || next instanceof Error ) {
			throw next ?? new Error( 'no answer left' );
		}
		const text =
			typeof next.body === 'string'
				? next.body
				: JSON.stringify( next.body );
		return {
			ok: next.status >= 200 && next.status < 300,
			status: next.status,
			text: async () => text,
			json: async () => JSON.parse( text ),
		};
	} );
	globalThis.fetch = mock as never;
	return mock;
}
