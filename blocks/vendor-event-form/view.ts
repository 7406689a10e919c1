/**
 * The vendor event form (FE-01) as the `eventsmith/vendor-event-form` store:
 * saves the form through /my/events with a REST nonce fetched at that moment
 * (so no nonce sits in the page), shows the server's per-field refusals next
 * to their inputs, and deletes events from the list after a second press.
 *
 * Shared values (routes, the nonce URL, texts) come once per page from
 * `wp_interactivity_state`; the block's context holds this instance's route,
 * event, field errors and list. The markup's directives do the rest.
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import { eventBody, inputFor } from './vendor-form-rules';
import { send } from './vendor-request';

type Texts = Record<
	| 'saving'
	| 'invalid'
	| 'failed'
	| 'session'
	| 'confirm'
	| 'confirmIt'
	| 'deleting'
	| 'delete'
	| 'deleted'
	| 'notDone',
	string
>;

/** What the server seeds once per page. */
type Shared = {
	itemBase: string;
	nonceUrl: string;
	savedUrl: string;
	texts: Texts;
};

type VendorContext = {
	/** POST (new event) or PUT (edit) route. */
	route: string;
	eventId: number;
	/** "Create event" or "Save changes". */
	save: string;
	/** What the save button says now. */
	saveLabel: string;
	busy: boolean;
	failure: string;
	/** Server refusals by input name. */
	errors: Record< string, string >;
	/** The input (or 'failure') to focus after a refusal. */
	focus: string;
	/** Counts refusals, so the same field is focused again next time. */
	refusals: number;
	/** Events deleted from the list. */
	removed: number[];
	/** How many events the list showed. */
	rows: number;
	/** No event is listed (any more). */
	empty: boolean;
	/** Spoken by the status region. */
	announce: string;
};

/** A field's own context, nested in the block's. */
type FieldContext = VendorContext & { field: string };

/** A list row's own context, nested in the block's. */
type RowContext = VendorContext & {
	event: number;
	title: string;
	label: string;
	confirming: boolean;
	deleting: boolean;
};

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const { state, actions, callbacks } = store(
	'eventsmith/vendor-event-form',
	{
		state: {
			/** This field's refusal, '' when none. */
			get fieldError(): string {
				const context = getContext< FieldContext >();
				return context.errors[ context.field ] ?? '';
			},
			get fieldInvalid(): boolean {
				return state.fieldError !== '';
			},
			/** This row's event was deleted. */
			get isRemoved(): boolean {
				const context = getContext< RowContext >();
				return context.removed.includes( context.event );
			},
		} as Shared & {
			readonly fieldError: string;
			readonly fieldInvalid: boolean;
			readonly isRemoved: boolean;
		},
		actions: {
			/** A corrected field loses its message as soon as it changes. */
			clearError(): void {
				const context = getContext< FieldContext >();
				if ( context.errors[ context.field ] ) {
					context.errors[ context.field ] = '';
				}
			},
			*save(
				event: Event
			): Generator< Promise< unknown >, void, unknown > {
				event.preventDefault();
				const context = getContext< VendorContext >();
				const { ref } = getElement();
				const form = ref as HTMLFormElement | null;
				if ( context.busy || ! form ) {
					return;
				}
				for ( const name of Object.keys( context.errors ) ) {
					context.errors[ name ] = '';
				}
				context.failure = '';
				context.busy = true;
				context.saveLabel = state.texts.saving;
				const value = ( name: string ) =>
					( form.elements.namedItem( name ) as Field | null )
						?.value ?? '';
				const result = ( yield send(
					state.nonceUrl,
					context.eventId > 0 ? 'PUT' : 'POST',
					context.route,
					eventBody( value ),
					state.texts
				) ) as Awaited< ReturnType< typeof send > >;
				if ( result.status >= 200 && result.status < 300 ) {
					window.location.assign(
						state.savedUrl.replace(
							'%d',
							String( result.answer.id ?? context.eventId )
						)
					);
					return;
				}
				context.busy = false;
				context.saveLabel = context.save;
				const params = Object.entries(
					result.answer.data?.params ?? {}
				);
				for ( const [ param, message ] of params ) {
					context.errors[ inputFor( param ) ] = message;
				}
				context.failure =
					params.length > 0
						? state.texts.invalid
						: result.answer.message || state.texts.failed;
				context.focus =
					params
						.map( ( [ param ] ) => inputFor( param ) )
						.find(
							( name ) => form.elements.namedItem( name ) !== null
						) ?? 'failure';
				context.refusals++;
			},
			/** First press asks, second press deletes. */
			*remove(): Generator< Promise< unknown >, void, unknown > {
				const context = getContext< RowContext >();
				if ( context.deleting ) {
					return;
				}
				if ( ! context.confirming ) {
					context.confirming = true;
					context.label = state.texts.confirm;
					context.announce = state.texts.confirmIt.replace(
						'%s',
						context.title
					);
					return;
				}
				context.deleting = true;
				context.label = state.texts.deleting;
				const { status } = ( yield send(
					state.nonceUrl,
					'DELETE',
					state.itemBase + context.event,
					undefined,
					state.texts
				) ) as Awaited< ReturnType< typeof send > >;
				context.deleting = false;
				context.confirming = false;
				context.label = state.texts.delete;
				if ( status !== 200 ) {
					context.announce = state.texts.notDone;
					return;
				}
				context.removed.push( context.event );
				context.empty = context.removed.length >= context.rows;
				context.announce = state.texts.deleted.replace(
					'%s',
					context.title
				);
				context.focus = 'heading';
				context.refusals++;
			},
			/**
			 * Leaving the button, or Escape, takes the question back.
			 *
			 * @param event The blur or keydown event.
			 */
			cancelRemove( event?: KeyboardEvent ): void {
				const context = getContext< RowContext >();
				if (
					context.deleting ||
					( event?.type === 'keydown' && event.key !== 'Escape' )
				) {
					return;
				}
				context.confirming = false;
				context.label = state.texts.delete;
			},
		},
		callbacks: {
			/**
			 * Moves focus to the first refused field, the failure message or
			 * the list's heading once the refusal or deletion is drawn.
			 */
			focus(): void {
				const context = getContext< FieldContext >();
				const { ref } = getElement();
				if ( context.refusals === 0 || ! ref ) {
					return;
				}
				const own = context.field ?? ref.dataset.focus;
				if ( own === context.focus ) {
					ref.focus();
				}
			},
		},
	},
	{ lock: true }
);
