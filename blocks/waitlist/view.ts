/**
 * Front-end behaviour of the waitlist form: keeps the name and e-mail,
 * checks them, and sends them to `POST /events/{id}/waitlist` as an anonymous
 * visitor (the route takes no nonce, like checkout). The server's answer (the
 * place in line, or why not) is shown in place of the fields.
 */
import { getContext, store } from '@wordpress/interactivity';
import { joinErrors, type WaitlistTexts } from './waitlist-rules';

export type WaitlistContext = {
	route: string;
	ticketTypeId: number;
	name: string;
	email: string;
	busy: boolean;
	done: boolean;
	failed: boolean;
	message: string;
	tried: boolean;
};

type JoinAnswer = { message?: string; position?: number };

/** Texts the server seeds (a client default would overwrite them on WordPress 6.5). */
type ServerState = { texts: WaitlistTexts };
const texts = (): WaitlistTexts => ( state as unknown as ServerState ).texts;

export const { state, actions } = store(
	'eventsmith/waitlist',
	{
		state: {
			get nameInvalid(): boolean {
				const context = getContext< WaitlistContext >();
				return (
					context.tried && '' !== joinErrors( context, texts() ).name
				);
			},
			get emailInvalid(): boolean {
				const context = getContext< WaitlistContext >();
				return (
					context.tried && '' !== joinErrors( context, texts() ).email
				);
			},
		},
		actions: {
			setName( event: Event ): void {
				getContext< WaitlistContext >().name = (
					event.target as HTMLInputElement
				 ).value;
			},
			setEmail( event: Event ): void {
				getContext< WaitlistContext >().email = (
					event.target as HTMLInputElement
				 ).value;
			},
			/**
			 * Enter in a field joins, and never submits a form around the block.
			 * @param event
			 */
			*enter( event: KeyboardEvent ): Generator< unknown, void, any > {
				if ( 'Enter' !== event.key ) {
					return;
				}
				event.preventDefault();
				yield* actions.join();
			},
			*join(): Generator< unknown, void, any > {
				const context = getContext< WaitlistContext >();
				if ( context.busy || context.done ) {
					return;
				}
				context.tried = true;
				const errors = joinErrors( context, texts() );
				if ( errors.name || errors.email ) {
					context.failed = true;
					context.message = errors.name || errors.email;
					return;
				}
				context.busy = true;
				context.message = texts().sending;
				context.failed = false;
				try {
					const response = ( yield fetch( context.route, {
						method: 'POST',
						credentials: 'omit',
						headers: { 'Content-Type': 'application/json' },
						body: JSON.stringify( {
							name: context.name.trim(),
							email: context.email.trim(),
							ticket_type_id: context.ticketTypeId,
						} ),
					} ) ) as Response;
					const body = ( yield response
						.json()
						.catch( () => ( {} ) ) ) as JoinAnswer;
					context.done = response.ok;
					context.failed = ! response.ok;
					context.message =
						body.message ||
						( response.ok ? texts().joined : texts().failed );
				} catch {
					context.failed = true;
					context.message = texts().failed;
				} finally {
					context.busy = false;
				}
			},
		},
	},
	{ lock: true }
);
