/**
 * Basic step: title, formatted description, featured image, dates and
 * times, timezone, location and whether the event is published or called off. In create mode the first save creates a
 * draft.
 */
import {
	CheckboxControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api } from '../../../../front/rest/client';
import { ImageField } from '../../../components/media-picker/image-field';
import { useSettings } from '../../../store/hooks';
import type { EventItem } from '../types';
import { locationText, onlineUrl } from '../list/event-cells';
import { DateInput } from '../date-input';
import { DescriptionField } from './description/description-field';
import { FieldError } from './field-error';
import { basicPayload, onlineLinkShown, type BasicForm } from './payloads';
import { StepForm } from './step-form';
import { useStepSave } from './use-step-save';
import { isValid, validateBasic, type FieldErrors } from './validation';

type Props = {
	event: EventItem | null;
	onSaved: ( event: EventItem ) => void;
};

/**
 * The form's first values: the event's, or for a new event empty fields
 * with the site's default timezone (Settings → General).
 *
 * @param event           The event, null while creating one.
 * @param defaultTimezone The `default_timezone` setting.
 */
function initial(
	event: EventItem | null,
	defaultTimezone: string
): BasicForm {
	return {
		title: event?.title ?? '',
		description: event?.description ?? '',
		featured_image: event?.featured_image ?? { id: 0, url: '' },
		start_date: event?.start_date ?? '',
		start_time: event?.start_time ?? '',
		end_date: event?.end_date ?? '',
		end_time: event?.end_time ?? '',
		timezone: event ? event.timezone : defaultTimezone,
		address: locationText( event?.location ),
		online_url: onlineUrl( event?.location ),
		online_link_public: event?.online_link_public ?? null,
		status: event && event.post_status !== 'draft' ? 'publish' : 'draft',
		cancelled: event?.cancelled ?? false,
	};
}

export function BasicStep( { event, onSaved }: Props ) {
	const defaultTimezone = useSettings()?.default_timezone ?? '';
	const [ form, setForm ] = useState< BasicForm >( () =>
		initial( event, defaultTimezone )
	);
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const state = useStepSave( onSaved );
	const set = ( change: Partial< BasicForm > ) => {
		setForm( ( current ) => ( { ...current, ...change } ) );
		state.reset();
	};

	const submit = () => {
		const found = validateBasic( form );
		setErrors( found );
		if ( ! isValid( found ) ) {
			return;
		}
		const body = basicPayload( form );
		void state.save( () =>
			event
				? api.put< EventItem >( `/events/${ event.id }`, body )
				: api.post< EventItem >( '/events', body )
		);
	};

	return (
		<StepForm
			title={ __( 'Basic', 'eventsmith' ) }
			state={ state }
			onSubmit={ submit }
		>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Event Title', 'eventsmith' ) }
				value={ form.title }
				aria-invalid={ !! errors.title }
				onChange={ ( title ) => set( { title } ) }
			/>
			<FieldError message={ errors.title } />
			<DescriptionField
				value={ form.description }
				onChange={ ( description ) => set( { description } ) }
			/>
			<ImageField
				id="eventsmith-event-featured-image"
				label={ __( 'Featured image', 'eventsmith' ) }
				help={ __(
					'Shown on the event page, cards and sliders, and when the event is shared.',
					'eventsmith'
				) }
				previewAlt={ __( 'Featured image', 'eventsmith' ) }
				chooseLabel={ __( 'Choose image', 'eventsmith' ) }
				replaceLabel={ __( 'Replace image', 'eventsmith' ) }
				removeLabel={ __( 'Remove image', 'eventsmith' ) }
				pickerTitle={ __( 'Featured image', 'eventsmith' ) }
				url={ form.featured_image.url }
				wide
				onChange={ ( image ) => set( { featured_image: image } ) }
			/>
			<div className="eventsmith-step__row">
				<div>
					<DateInput
						type="date"
						label={ __( 'Start Date', 'eventsmith' ) }
						value={ form.start_date }
						invalid={ !! errors.start_date }
						onChange={ ( value ) => set( { start_date: value } ) }
					/>
					<FieldError message={ errors.start_date } />
				</div>
				<div>
					<DateInput
						type="time"
						label={ __( 'Start Time', 'eventsmith' ) }
						value={ form.start_time }
						onChange={ ( value ) => set( { start_time: value } ) }
					/>
					<FieldError message={ errors.start_time } />
				</div>
				<div>
					<DateInput
						type="date"
						label={ __( 'End Date', 'eventsmith' ) }
						value={ form.end_date }
						invalid={ !! errors.end_date }
						onChange={ ( value ) => set( { end_date: value } ) }
					/>
					<FieldError message={ errors.end_date } />
				</div>
				<div>
					<DateInput
						type="time"
						label={ __( 'End Time', 'eventsmith' ) }
						value={ form.end_time }
						onChange={ ( value ) => set( { end_time: value } ) }
					/>
					<FieldError message={ errors.end_time } />
				</div>
			</div>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Timezone', 'eventsmith' ) }
				help={ __(
					'A name such as Europe/Berlin, or an offset such as UTC+2. Empty means UTC.',
					'eventsmith'
				) }
				value={ form.timezone }
				onChange={ ( timezone ) => set( { timezone } ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Location', 'eventsmith' ) }
				help={ __(
					'The address; leave empty for no location.',
					'eventsmith'
				) }
				value={ form.address }
				onChange={ ( address ) => set( { address } ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="url"
				label={ __( 'Online link', 'eventsmith' ) }
				help={ __(
					'Where visitors join an online or hybrid event, such as a video call address.',
					'eventsmith'
				) }
				value={ form.online_url }
				aria-invalid={ !! errors.online_url }
				onChange={ ( url ) => set( { online_url: url } ) }
			/>
			<FieldError message={ errors.online_url } />
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Show the online link publicly', 'eventsmith' ) }
				help={
					form.online_link_public === null
						? __(
								'Off: only registered attendees get the link, on their ticket page, in their e-mails and in the calendar file sent with them; visitors read "the link is sent to registered attendees". By default it is public for free events and kept for attendees when a ticket has a price.',
								'eventsmith'
							)
						: __(
								'Off: only registered attendees get the link, on their ticket page, in their e-mails and in the calendar file sent with them; visitors read "the link is sent to registered attendees".',
								'eventsmith'
							)
				}
				checked={ onlineLinkShown(
					form.online_link_public,
					event?.online_link_is_public ?? true
				) }
				onChange={ ( shown ) => set( { online_link_public: shown } ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Visibility', 'eventsmith' ) }
				value={ form.status }
				options={ [
					{ value: 'draft', label: __( 'Draft', 'eventsmith' ) },
					{
						value: 'publish',
						label: __( 'Published', 'eventsmith' ),
					},
				] }
				onChange={ ( status ) =>
					set( { status: status as BasicForm[ 'status' ] } )
				}
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Cancelled', 'eventsmith' ) }
				help={ __(
					'The event page says "Cancelled", registration closes, and calendars and search engines are told.',
					'eventsmith'
				) }
				checked={ form.cancelled }
				onChange={ ( cancelled ) => set( { cancelled } ) }
			/>
		</StepForm>
	);
}
