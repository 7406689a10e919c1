/**
 * Certificate template step: which certificate attendees receive.
 */
import { SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api } from '../../../api/client';
import type { EventItem } from '../types';
import { FieldError } from './field-error';
import { StepForm } from './step-form';
import { useOptions } from './use-options';
import { useStepSave } from './use-step-save';

type Props = { event: EventItem; onSaved: ( event: EventItem ) => void };
type Template = { id: number; name: string };

export function CertificateStep( { event, onSaved }: Props ) {
	const [ template, setTemplate ] = useState(
		String( event.certificate_template )
	);
	const templates = useOptions< Template >(
		'/templates',
		{ type: 'certificate' },
		( t ) => t.name
	);
	const state = useStepSave( onSaved );
	const submit = () =>
		void state.save( () =>
			api.put< EventItem >( `/events/${ event.id }`, {
				certificate_template: Number( template ),
			} )
		);
	const options = [
		{ value: '0', label: __( 'None', 'eventsmith' ) },
		...templates.options.map( ( option ) => ( {
			value: String( option.id ),
			label: option.label,
		} ) ),
	];
	if ( template !== '0' && ! options.some( ( o ) => o.value === template ) ) {
		options.push( { value: template, label: `#${ template }` } );
	}

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
		</StepForm>
	);
}
