/**
 * The welcome's first step: currency, the site's timezone and the address
 * of the events list, each with its help and the server's refusal.
 */
import { Button, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { SubmitButton } from '../form/submit-button';
import {
	TimezoneList,
	TIMEZONE_LIST_ID,
} from '../../routes/settings/sections/timezone-list';
import { fieldHelp, invalidProps } from '../../routes/settings/field-help';
import type { Welcome, WelcomeFields } from './welcome-types';

type Props = {
	fields: WelcomeFields;
	defaults: Welcome[ 'defaults' ];
	errors: Record< string, string >;
	busy: boolean;
	onChange: ( changes: Partial< WelcomeFields > ) => void;
	onSave: () => void;
	onSkip: () => void;
};

export function WelcomeSettings( {
	fields,
	defaults,
	errors,
	busy,
	onChange,
	onSave,
	onSkip,
}: Props ) {
	const slug = fields.events_slug || defaults.events_slug;
	return (
		<form
			className="eventsmith-welcome__form"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				if ( ! busy ) {
					onSave();
				}
			} }
		>
			<div className="eventsmith-welcome__fields">
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Currency', 'eventsmith' ) }
					help={ fieldHelp(
						__(
							'Three-letter code of your ticket prices, such as USD, EUR or GBP.',
							'eventsmith'
						),
						errors.currency
					) }
					value={ fields.currency }
					maxLength={ 3 }
					autoComplete="off"
					onChange={ ( currency ) => onChange( { currency } ) }
					{ ...invalidProps( errors.currency ) }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Site timezone', 'eventsmith' ) }
					help={ fieldHelp(
						__(
							'The timezone of your site (WordPress’s General Settings): a city such as Europe/Berlin, or an offset such as UTC+2.',
							'eventsmith'
						),
						errors.timezone
					) }
					value={ fields.timezone }
					list={ TIMEZONE_LIST_ID }
					autoComplete="off"
					onChange={ ( timezone ) => onChange( { timezone } ) }
					{ ...invalidProps( errors.timezone ) }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Events address', 'eventsmith' ) }
					help={ fieldHelp(
						sprintf(
							/* translators: %s: the address of the events list, such as https://example.org/events/ */
							__(
								'Your events list will be at %s',
								'eventsmith'
							),
							`${ defaults.home }${ slug }/`
						),
						errors.events_slug
					) }
					value={ fields.events_slug }
					placeholder={ defaults.events_slug }
					autoComplete="off"
					onChange={ ( value ) => onChange( { events_slug: value } ) }
					{ ...invalidProps( errors.events_slug ) }
				/>
				<TimezoneList />
			</div>
			<div className="eventsmith-welcome__actions">
				<SubmitButton isBusy={ busy }>
					{ __( 'Save and continue', 'eventsmith' ) }
				</SubmitButton>
				<Button variant="tertiary" onClick={ onSkip }>
					{ __( 'Skip', 'eventsmith' ) }
				</Button>
			</div>
		</form>
	);
}
