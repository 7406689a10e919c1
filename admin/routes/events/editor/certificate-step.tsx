/**
 * Certificate template step: which certificate attendees receive, and which
 * ticket template their ticket pages use, and which Event Landing template the
 * event's public page shows (none: the default layouts).
 */
import { SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api } from '../../../../front/rest/client';
import type { EventItem } from '../types';
import { FieldError } from './field-error';
import { StepForm } from './step-form';
import { useOptions } from './use-options';
import { useStepSave } from './use-step-save';

type Props = { event: EventItem; onSaved: ( event: EventItem ) => void };
type Template = { id: number; name: string };

/**
 * Select options: the 'none' choice, the loaded templates, and the current
 * id when it is not among them.
 *
 * @param none    Label of id 0.
 * @param loaded  Loaded templates.
 * @param current Chosen id.
 */
function templateChoices(
	none: string,
	loaded: { id: number; label: string }[],
	current: string
) {
	const options = [
		{ value: '0', label: none },
		...loaded.map( ( option ) => ( {
			value: String( option.id ),
			label: option.label,
		} ) ),
	];
	if ( current !== '0' && ! options.some( ( o ) => o.value === current ) ) {
		options.push( { value: current, label: `#${ current }` } );
	}
	return options;
}

export function CertificateStep( { event, onSaved }: Props ) {
	const [ template, setTemplate ] = useState(
		String( event.certificate_template )
	);
	const [ ticketTemplate, setTicketTemplate ] = useState(
		String( event.ticket_template ?? 0 )
	);
	const [ landingTemplate, setLandingTemplate ] = useState(
		String( event.landing_template ?? 0 )
	);
	const landingTemplates = useOptions< Template >(
		'/templates',
		{ type: 'event', status: 'publish' },
		( t ) => t.name
	);
	const templates = useOptions< Template >(
		'/templates',
		{ type: 'certificate' },
		( t ) => t.name
	);
	const ticketTemplates = useOptions< Template >(
		'/templates',
		{ type: 'ticket' },
		( t ) => t.name
	);
	const state = useStepSave( onSaved );
	const submit = () =>
		void state.save( () =>
			api.put< EventItem >( `/events/${ event.id }`, {
				certificate_template: Number( template ),
				ticket_template: Number( ticketTemplate ),
				landing_template: Number( landingTemplate ),
			} )
		);
	const options = templateChoices(
		__( 'None', 'eventsmith' ),
		templates.options,
		template
	);

	return (
		<StepForm
			title={ __( 'Certificate Template', 'eventsmith' ) }
			state={ state }
			onSubmit={ submit }
		>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Certificate template', 'eventsmith' ) }
				value={ template }
				options={ options }
				disabled={ templates.isLoading }
				onChange={ ( value ) => {
					setTemplate( value );
					state.reset();
				} }
			/>
			<FieldError message={ templates.error ?? undefined } />
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Ticket template', 'eventsmith' ) }
				help={ __(
					"Used for the attendees' ticket pages.",
					'eventsmith'
				) }
				value={ ticketTemplate }
				options={ templateChoices(
					__( 'Default ticket layout', 'eventsmith' ),
					ticketTemplates.options,
					ticketTemplate
				) }
				disabled={ ticketTemplates.isLoading }
				onChange={ ( value ) => {
					setTicketTemplate( value );
					state.reset();
				} }
			/>
			<FieldError message={ ticketTemplates.error ?? undefined } />
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Event page design', 'eventsmith' ) }
				help={ __(
					'A published Event Landing template for the public event page.',
					'eventsmith'
				) }
				value={ landingTemplate }
				options={ templateChoices(
					__( 'Default layout', 'eventsmith' ),
					landingTemplates.options,
					landingTemplate
				) }
				disabled={ landingTemplates.isLoading }
				onChange={ ( value ) => {
					setLandingTemplate( value );
					state.reset();
				} }
			/>
			<FieldError message={ landingTemplates.error ?? undefined } />
		</StepForm>
	);
}
