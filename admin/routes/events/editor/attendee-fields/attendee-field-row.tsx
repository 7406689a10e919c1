/**
 * One extra attendee question: label, type, choices (select only),
 * required, and Remove.
 */
import {
	Button,
	SelectControl,
	TextareaControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { FieldError } from '../field-error';
import type {
	AttendeeFieldDraft,
	AttendeeFieldType,
	DraftErrors,
} from './draft';

type Props = {
	draft: AttendeeFieldDraft;
	position: number;
	errors: DraftErrors;
	onChange: ( change: Partial< AttendeeFieldDraft > ) => void;
	onRemove: () => void;
};

const typeOptions = () => [
	{ value: 'text', label: __( 'Text', 'eventsmith' ) },
	{ value: 'number', label: __( 'Number', 'eventsmith' ) },
	{ value: 'date', label: __( 'Date', 'eventsmith' ) },
	{ value: 'select', label: __( 'Choice list', 'eventsmith' ) },
];

export function AttendeeFieldRow( {
	draft,
	position,
	errors,
	onChange,
	onRemove,
}: Props ) {
	const name =
		draft.label.trim() ||
		sprintf(
			/* translators: %d: position of the question. */
			__( 'Question %d', 'eventsmith' ),
			position
		);
	return (
		<li className="eventsmith-attendee-fields__row" data-key={ draft.key }>
			<div className="eventsmith-attendee-fields__main">
				<div>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Label', 'eventsmith' ) }
						value={ draft.label }
						maxLength={ 80 }
						aria-invalid={ errors.label ? 'true' : undefined }
						onChange={ ( label ) => onChange( { label } ) }
					/>
					<FieldError message={ errors.label } />
				</div>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Type', 'eventsmith' ) }
					value={ draft.type }
					options={ typeOptions() }
					onChange={ ( type ) =>
						onChange( { type: type as AttendeeFieldType } )
					}
				/>
			</div>
			{ draft.type === 'select' && (
				<div>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Choices', 'eventsmith' ) }
						help={ __(
							'Separate choices with commas or put one per line.',
							'eventsmith'
						) }
						rows={ 3 }
						value={ draft.options }
						aria-invalid={ errors.options ? 'true' : undefined }
						onChange={ ( options ) => onChange( { options } ) }
					/>
					<FieldError message={ errors.options } />
				</div>
			) }
			<div className="eventsmith-attendee-fields__footer">
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Required', 'eventsmith' ) }
					checked={ draft.required }
					onChange={ ( required ) => onChange( { required } ) }
				/>
				<Button
					variant="tertiary"
					isDestructive
					onClick={ onRemove }
					label={ sprintf(
						/* translators: %s: question label. */
						__( 'Remove the question “%s”', 'eventsmith' ),
						name
					) }
					showTooltip={ false }
				>
					{ __( 'Remove', 'eventsmith' ) }
				</Button>
			</div>
		</li>
	);
}
