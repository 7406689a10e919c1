/**
 * `#/license`: the 'Activate License' form while no license is active,
 * else 'Your license is activated' with its holder, e-mail, masked key and
 * expiry, and deactivation (spec §2, LIC-01..12). The state comes from
 * the server on every visit, so it survives reloads.
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api, errorMessage } from '../../../front/rest/client';
import { Loading } from '../../components/screen/loading';
import { Screen } from '../../components/screen/screen';
import { useNotify } from '../../hooks/use-notify';
import { useSingleSubmit } from '../../hooks/use-single-submit';
import { LicenseDetails } from './license-details';
import { LicenseForm } from './license-form';
import {
	activationPayload,
	isActivated,
	type LicenseState,
	type LicenseValues,
} from './license-rules';

export default function LicenseScreen() {
	const notify = useNotify();
	const [ state, setState ] = useState< LicenseState | null >( null );
	const [ loadError, setLoadError ] = useState( '' );
	const [ refusal, setRefusal ] = useState( '' );
	const { isSaving, run } = useSingleSubmit();

	useEffect( () => {
		api.get< LicenseState >( '/license' )
			.then( setState )
			.catch( ( error ) => setLoadError( errorMessage( error ) ) );
	}, [] );

	const activate = useCallback(
		( values: LicenseValues ) =>
			run( async () => {
				setRefusal( '' );
				try {
					setState(
						await api.post< LicenseState >(
							'/license/activate',
							activationPayload( values )
						)
					);
					notify.success(
						__( 'License activated successfully', 'eventsmith' )
					);
				} catch ( error ) {
					setRefusal( errorMessage( error ) );
					notify.error(
						__( 'Failed to activate license', 'eventsmith' )
					);
				}
			} ),
		[ run, notify ]
	);

	const deactivate = useCallback(
		() =>
			run( async () => {
				try {
					setState(
						await api.post< LicenseState >( '/license/deactivate' )
					);
					notify.success( __( 'License deactivated', 'eventsmith' ) );
				} catch ( error ) {
					notify.error( errorMessage( error ) );
				}
			} ),
		[ run, notify ]
	);

	const active = isActivated( state );
	return (
		<Screen
			title={
				active
					? __( 'License', 'eventsmith' )
					: __( 'Activate License', 'eventsmith' )
			}
		>
			<div className="eventsmith-license">
				{ state === null && ! loadError && (
					<Loading label={ __( 'Loading license…', 'eventsmith' ) } />
				) }
				{ loadError && (
					<p className="eventsmith-form__error" role="alert">
						{ loadError }
					</p>
				) }
				{ state !== null && ! active && (
					<LicenseForm
						isBusy={ isSaving }
						refusal={ refusal }
						onSubmit={ activate }
					/>
				) }
				{ active && (
					<LicenseDetails
						license={ state }
						isBusy={ isSaving }
						onDeactivate={ deactivate }
					/>
				) }
				<p className="eventsmith-license__note">
					{ __(
						'A license gives you support from the Eventsmith team and hides the reminder on widgets marked (Pro). Every feature keeps working without one, and nothing stops when a license lapses.',
						'eventsmith'
					) }
				</p>
			</div>
		</Screen>
	);
}
