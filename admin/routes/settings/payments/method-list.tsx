/**
 * Which payment methods buyers are offered, in the order they see them:
 * a checkbox each, and buttons to move a method earlier or later. The
 * last method on cannot be turned off.
 */
import { Button, CheckboxControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { fieldHelp } from '../field-help';
import {
	moveMethod,
	orderedMethods,
	toggleMethod,
	type MethodChoice,
} from './payment-rules';

type Props = {
	choices: readonly MethodChoice[];
	enabled: string[];
	error?: string;
	onChange: ( enabled: string[] ) => void;
};

/**
 * An arrow that moves a method one place earlier (step -1) or later (1).
 *
 * @param props          Props.
 * @param props.label    The method's name, for the button's accessible name.
 * @param props.step     -1 up, 1 down.
 * @param props.disabled Whether it is at that end of the list.
 * @param props.onMove   Moves it.
 */
function MoveButton( {
	label,
	step,
	disabled,
	onMove,
}: {
	label: string;
	step: -1 | 1;
	disabled: boolean;
	onMove: () => void;
} ) {
	return (
		<Button
			size="small"
			variant="tertiary"
			disabled={ disabled }
			__experimentalIsFocusable
			label={
				step < 0
					? sprintf(
							/* translators: %s: payment method. */
							__( 'Move %s up', 'eventsmith' ),
							label
						)
					: sprintf(
							/* translators: %s: payment method. */
							__( 'Move %s down', 'eventsmith' ),
							label
						)
			}
			onClick={ onMove }
		>
			{ step < 0 ? '↑' : '↓' }
		</Button>
	);
}

export function MethodList( { choices, enabled, error, onChange }: Props ) {
	const methods = orderedMethods( choices, enabled );
	return (
		<fieldset className="eventsmith-settings__methods">
			<legend className="eventsmith-settings__legend">
				{ __( 'Payment methods', 'eventsmith' ) }
			</legend>
			<ul>
				{ methods.map( ( method ) => {
					const at = enabled.indexOf( method.value );
					return (
						<li key={ method.value }>
							<CheckboxControl
								__nextHasNoMarginBottom
								label={ method.label }
								help={
									method.ready === false
										? __(
												'Not offered until its keys are saved below.',
												'eventsmith'
											)
										: undefined
								}
								checked={ method.on }
								disabled={ method.on && enabled.length === 1 }
								onChange={ ( on ) =>
									onChange(
										toggleMethod(
											enabled,
											method.value,
											on
										)
									)
								}
							/>
							{ method.on && enabled.length > 1 && (
								<span className="eventsmith-settings__method-move">
									<MoveButton
										label={ method.label }
										step={ -1 }
										disabled={ at === 0 }
										onMove={ () =>
											onChange(
												moveMethod(
													enabled,
													method.value,
													-1
												)
											)
										}
									/>
									<MoveButton
										label={ method.label }
										step={ 1 }
										disabled={ at === enabled.length - 1 }
										onMove={ () =>
											onChange(
												moveMethod(
													enabled,
													method.value,
													1
												)
											)
										}
									/>
								</span>
							) }
						</li>
					);
				} ) }
			</ul>
			<p className="eventsmith-settings__note">
				{ fieldHelp(
					__(
						'Buyers of paid tickets choose among the methods that are on, in this order; the first is preselected. With one method on, they are not asked.',
						'eventsmith'
					),
					error
				) }
			</p>
		</fieldset>
	);
}
