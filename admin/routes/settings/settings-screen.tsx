/**
 * `#/settings`: every site-wide setting of the plugin, read fresh from the
 * server on every visit together with the lists it offers to choose from.
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api, errorMessage } from '../../../front/rest/client';
import type { Settings } from '../../api/types';
import { Loading } from '../../components/screen/loading';
import { Screen } from '../../components/screen/screen';
import { dashboardStore } from '../../store';
import { SettingsForm } from './settings-form';
import type { SettingsChoices } from './settings-rules';

type Loaded = { settings: Settings; choices: SettingsChoices };

export default function SettingsScreen() {
	const [ loaded, setLoaded ] = useState< Loaded | null >( null );
	const [ loadError, setLoadError ] = useState( '' );
	const { setSettings } = useDispatch( dashboardStore );

	useEffect( () => {
		Promise.all( [
			api.get< Settings >( '/settings' ),
			api.get< SettingsChoices >( '/settings/choices' ),
		] )
			.then( ( [ settings, choices ] ) =>
				setLoaded( { settings, choices } )
			)
			.catch( ( error ) => setLoadError( errorMessage( error ) ) );
	}, [] );

	return (
		<Screen title={ __( 'Settings', 'eventsmith' ) }>
			{ ! loaded && ! loadError && (
				<Loading label={ __( 'Loading settings…', 'eventsmith' ) } />
			) }
			{ loadError && (
				<p className="eventsmith-form__error" role="alert">
					{ loadError }
				</p>
			) }
			{ loaded && (
				<SettingsForm
					settings={ loaded.settings }
					choices={ loaded.choices }
					// The rest of the dashboard reads settings from the store.
					onSaved={ ( settings ) => void setSettings( settings ) }
				/>
			) }
		</Screen>
	);
}
