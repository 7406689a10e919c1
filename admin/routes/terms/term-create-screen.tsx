/**
 * The create form of a category, tag or speaker group (one form, set up
 * per kind). Validates inline and sends nothing while invalid; after a
 * create it reloads the global store and returns to the list (GAP-34).
 */
import {
	Button,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import { Redirect } from 'wouter';
import { api, errorMessage } from '../../../front/rest/client';
import { TERM_ROUTES, type TermKind } from '../../api/types';
import { Screen } from '../../components/screen/screen';
import { useNavigate } from '../../hooks/use-navigate';
import { useNotify } from '../../hooks/use-notify';
import {
	useCategoriesAndTagsDisabled,
	useRefreshTerms,
	useTerms,
} from '../../store/hooks';
import { useSingleSubmit } from '../../hooks/use-single-submit';
import { MetaFields } from './meta-fields';
import { createFailureNotice, termScreenKind } from './term-kinds';
import {
	emptyTerm,
	parentChoices,
	termPayload,
	validateTerm,
	type TermValues,
} from './term-form';

export default function TermCreateScreen( { kind }: { kind: TermKind } ) {
	const screen = termScreenKind( kind );
	const disabled = useCategoriesAndTagsDisabled();
	const categories = useTerms( 'categories' );
	const refreshTerms = useRefreshTerms();
	const navigate = useNavigate();
	const notify = useNotify();
	const { isSaving, run } = useSingleSubmit();
	const [ values, setValues ] = useState< TermValues >( emptyTerm );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const set = ( change: Partial< TermValues > ) =>
		setValues( { ...values, ...change } );

	if ( screen.followsCategoriesTagsSwitch && disabled ) {
		return <Redirect to={ screen.listPath } replace />;
	}

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		void run( async () => {
			const found = validateTerm( values, screen );
			setErrors( found );
			if ( Object.keys( found ).length > 0 ) {
				return;
			}
			try {
				await api.post(
					TERM_ROUTES[ kind ],
					termPayload( values, screen )
				);
				notify.success( screen.created );
				await refreshTerms( kind );
				navigate( screen.listPath );
			} catch ( error ) {
				const notice = createFailureNotice(
					kind,
					errorMessage( error )
				);
				if ( notice ) {
					notify.error( notice.message, notice.explanation );
				} else {
					// Spec §8: a failed category create is logged, not shown.
					// eslint-disable-next-line no-console
					console.error( error );
				}
			}
		} );
	};

	return (
		<Screen title={ screen.createTitle }>
			<form className="eventsmith-form" onSubmit={ submit } noValidate>
				<TextControl
					__nextHasNoMarginBottom
					label={ screen.nameLabel }
					value={ values.name }
					onChange={ ( name ) => set( { name } ) }
					help={ errors.name }
					className={ errors.name ? 'has-error' : undefined }
				/>
				{ screen.fields.parent && (
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Parent Category', 'eventsmith' ) }
						value={ String( values.parent ) }
						options={ [
							{ label: __( 'None', 'eventsmith' ), value: '0' },
							...parentChoices( categories ).map(
								( choice ) => ( {
									label: choice.label,
									value: String( choice.id ),
								} )
							),
						] }
						onChange={ ( parent ) =>
							set( { parent: Number( parent ) } )
						}
					/>
				) }
				{ screen.fields.description && (
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Description', 'eventsmith' ) }
						value={ values.description }
						onChange={ ( description ) => set( { description } ) }
					/>
				) }
				{ screen.fields.meta && (
					<MetaFields
						rows={ values.meta }
						errors={ errors }
						onChange={ ( meta ) => set( { meta } ) }
					/>
				) }
				<div className="eventsmith-form__actions">
					<Button variant="primary" type="submit" isBusy={ isSaving }>
						{ screen.submitLabel }
					</Button>
				</div>
			</form>
		</Screen>
	);
}
