/**
 * Get Script: stores the shortcode as an embed record and shows the
 * <script> tag other websites paste; lists earlier records with Delete.
 */
import { Button, Spinner, TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api, errorMessage } from '../../../front/rest/client';
import { useConfirm } from '../../components/confirm/confirm-provider';
import { useNotify } from '../../hooks/use-notify';
import { CopyButton } from './copy-button';
import { spinnerProps } from './spinner-props';

export type EmbedRecord = {
	id: number;
	post_name: string;
	shortcode: string;
	created: string;
	script_tag: string;
};

type Props = {
	shortcode: string;
	defaultName: string;
};

export function EmbedScripts( { shortcode, defaultName }: Props ) {
	const notify = useNotify();
	const confirm = useConfirm();
	const [ name, setName ] = useState( '' );
	const [ records, setRecords ] = useState< EmbedRecord[] | null >( null );
	const [ created, setCreated ] = useState< EmbedRecord | null >( null );
	const [ isSaving, setIsSaving ] = useState( false );

	useEffect( () => {
		api.get< EmbedRecord[] >( '/shortcode-scripts' )
			.then( setRecords )
			.catch( ( error: unknown ) => {
				setRecords( [] );
				notify.error( errorMessage( error ) );
			} );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
	useEffect( () => setCreated( null ), [ shortcode ] );

	const getScript = async () => {
		setIsSaving( true );
		try {
			const record = await api.post< EmbedRecord >(
				'/shortcode-scripts',
				{
					post_name: name.trim() || defaultName,
					shortcode,
				}
			);
			setCreated( record );
			setRecords( ( list ) => [ record, ...( list ?? [] ) ] );
		} catch ( error ) {
			notify.error( errorMessage( error ) );
		} finally {
			setIsSaving( false );
		}
	};

	const remove = async ( record: EmbedRecord ) => {
		if (
			! ( await confirm(
				__(
					'Delete this script? Websites that include it will stop showing the widget.',
					'eventsmith'
				)
			) )
		) {
			return;
		}
		try {
			await api.delete( `/shortcode-scripts/${ record.id }` );
			setRecords( ( list ) =>
				( list ?? [] ).filter( ( item ) => item.id !== record.id )
			);
			setCreated( ( current ) =>
				current?.id === record.id ? null : current
			);
			notify.success( __( 'Script deleted.', 'eventsmith' ) );
		} catch ( error ) {
			notify.error( errorMessage( error ) );
		}
	};

	return (
		<div className="eventsmith-shortcodes__embed">
			<h3 className="eventsmith-shortcodes__subtitle">
				{ __( 'Embed on another website', 'eventsmith' ) }
			</h3>
			<div className="eventsmith-shortcodes__embed-form">
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Script name', 'eventsmith' ) }
					placeholder={ defaultName }
					value={ name }
					onChange={ setName }
				/>
				<Button
					variant="primary"
					disabled={ shortcode === '' || isSaving }
					__experimentalIsFocusable
					isBusy={ isSaving }
					onClick={ getScript }
				>
					{ __( 'Get Script', 'eventsmith' ) }
				</Button>
			</div>
			{ created && (
				<div className="eventsmith-shortcodes__code-row">
					<output
						className="eventsmith-shortcodes__code"
						aria-label={ __( 'Embed script', 'eventsmith' ) }
					>
						{ created.script_tag }
					</output>
					<CopyButton
						text={ created.script_tag }
						label={ __( 'Copy the script tag', 'eventsmith' ) }
					/>
				</div>
			) }
			<h4 className="eventsmith-shortcodes__list-title">
				{ __( 'Saved scripts', 'eventsmith' ) }
			</h4>
			{ records === null && <Spinner { ...spinnerProps } /> }
			{ records?.length === 0 && (
				<p className="eventsmith-shortcodes__hint">
					{ __( 'No scripts yet.', 'eventsmith' ) }
				</p>
			) }
			{ records !== null && records.length > 0 && (
				<ul className="eventsmith-shortcodes__records">
					{ records.map( ( record ) => (
						<li
							key={ record.id }
							className="eventsmith-shortcodes__record"
						>
							<div className="eventsmith-shortcodes__record-text">
								<strong>{ record.post_name }</strong>
								<code>{ record.shortcode }</code>
							</div>
							<CopyButton
								text={ record.script_tag }
								label={
									/* translators: %s: script name. */
									__(
										'Copy the script tag of %s',
										'eventsmith'
									).replace( '%s', record.post_name )
								}
							/>
							<Button
								variant="tertiary"
								isDestructive
								onClick={ () => remove( record ) }
								aria-label={
									/* translators: %s: script name. */
									__( 'Delete %s', 'eventsmith' ).replace(
										'%s',
										record.post_name
									)
								}
							>
								{ __( 'Delete', 'eventsmith' ) }
							</Button>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
