/**
 * Date & recurrence step: whether the event repeats, and its rule.
 */
import {
	CheckboxControl,
	RadioControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api } from '../../../../front/rest/client';
import type { EventItem } from '../types';
import {
	recurrenceForm,
	recurrencePayload,
	type RecurrenceForm,
} from './payloads';
import { DateInput } from '../date-input';
import { StepForm } from './step-form';
import { useStepSave } from './use-step-save';

type Props = { event: EventItem; onSaved: ( event: EventItem ) => void };

const WEEKDAYS = [ 'MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU' ];

export function RecurrenceStep( { event, onSaved }: Props ) {
	const [ form, setForm ] = useState< RecurrenceForm >( () =>
		recurrenceForm( event.recurrence )
	);
	const state = useStepSave( onSaved );
	const set = ( change: Partial< RecurrenceForm > ) => {
		setForm( ( current ) => ( { ...current, ...change } ) );
		state.reset();
	};
	const submit = () =>
		void state.save( () =>
			api.put< EventItem >(
				`/events/${ event.id }`,
				recurrencePayload( form )
			)
		);

	return (
		<StepForm
			title={ __( 'Date & Recurrence', 'eventsmith' ) }
			state={ state }
			onSubmit={ submit }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Repeat this event', 'eventsmith' ) }
				checked={ form.enabled }
				onChange={ ( enabled ) => set( { enabled } ) }
			/>
			{ form.enabled && (
				<>
					<div className="eventsmith-step__row">
						<SelectControl
							__nextHasNoMarginBottom
							label={ __( 'Repeats', 'eventsmith' ) }
							value={ form.freq }
							options={ [
								{
									value: 'daily',
									label: __( 'Daily', 'eventsmith' ),
								},
								{
									value: 'weekly',
									label: __( 'Weekly', 'eventsmith' ),
								},
								{
									value: 'monthly',
									label: __( 'Monthly', 'eventsmith' ),
								},
								{
									value: 'yearly',
									label: __( 'Yearly', 'eventsmith' ),
								},
							] }
							onChange={ ( freq ) =>
								set( {
									freq: freq as RecurrenceForm[ 'freq' ],
								} )
							}
						/>
						<TextControl
							__nextHasNoMarginBottom
							type="number"
							min={ 1 }
							label={ __( 'Every (interval)', 'eventsmith' ) }
							value={ form.interval }
							onChange={ ( interval ) => set( { interval } ) }
						/>
					</div>
					{ form.freq === 'weekly' && (
						<fieldset className="eventsmith-checklist">
							<legend className="eventsmith-checklist__legend">
								{ __( 'On these days', 'eventsmith' ) }
							</legend>
							<div className="eventsmith-checklist__items is-inline">
								{ WEEKDAYS.map( ( day ) => (
									<CheckboxControl
										__nextHasNoMarginBottom
										key={ day }
										label={ day }
										checked={ form.byDay.includes( day ) }
										onChange={ ( on ) =>
											set( {
												byDay: on
													? [ ...form.byDay, day ]
													: form.byDay.filter(
															( d ) => d !== day
														),
											} )
										}
									/>
								) ) }
							</div>
						</fieldset>
					) }
					<RadioControl
						label={ __( 'Ends', 'eventsmith' ) }
						selected={ form.end }
						options={ [
							{
								value: 'count',
								label: __(
									'After a number of occurrences',
									'eventsmith'
								),
							},
							{
								value: 'until',
								label: __( 'On a date', 'eventsmith' ),
							},
						] }
						onChange={ ( end ) =>
							set( { end: end as RecurrenceForm[ 'end' ] } )
						}
					/>
					{ form.end === 'count' ? (
						<TextControl
							__nextHasNoMarginBottom
							type="number"
							min={ 1 }
							label={ __( 'Occurrences', 'eventsmith' ) }
							value={ form.count }
							onChange={ ( count ) => set( { count } ) }
						/>
					) : (
						<DateInput
							type="date"
							label={ __( 'Last date', 'eventsmith' ) }
							value={ form.until }
							onChange={ ( until ) => set( { until } ) }
						/>
					) }
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Skip dates', 'eventsmith' ) }
						help={ __(
							'Dates as YYYY-MM-DD, separated by commas.',
							'eventsmith'
						) }
						value={ form.exclusions }
						onChange={ ( exclusions ) => set( { exclusions } ) }
					/>
				</>
			) }
		</StepForm>
	);
}
