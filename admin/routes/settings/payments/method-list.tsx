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
									<Button
										size="small"
										variant="tertiary"
										disabled={ at === 0 }
										__experimentalIsFocusable
										label={ sprintf(
											/* translators: %s: payment method. */
											__( 'Move %s up', 'eventsmith' ),
											method.label
										) }
										onClick={ () =>
											onChange(
												moveMethod(
													enabled,
													method.value,
													-1
												)
											)
										}
									>
										↑
									</Button>
									<Button
										size="small"
										variant="tertiary"
										disabled={ at === enabled.length - 1 }
										__experimentalIsFocusable
										label={ sprintf(
											/* translators: %s: payment method. */
											__( 'Move %s down', 'eventsmith' ),
											method.label
										) }
										onClick={ () =>
											onChange(
												moveMethod(
													enabled,
													method.value,
													1
												)
											)
										}
									>
										↓
									</Button>
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
