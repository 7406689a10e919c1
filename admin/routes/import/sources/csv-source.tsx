/**
 * CSV: a file of events or attendees (issue 35.4). Choosing the file shows
 * its first rows with one select per column (a field, or "Don't import"),
 * preset to the suggested mapping; the dry run counts what the mapping
 * would do.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Notice, SelectControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { errorMessage, NAMESPACE } from '../../../../front/rest/client';
import {
	csvImportForm,
	fieldOptions,
	initialMapping,
	mapColumn,
	missingFields,
	previewForm,
	type CsvMapping,
	type CsvPreview,
	type CsvWhat,
} from './csv-source-rules';
import type { ImportSourceOption, SourcePanelProps } from './types';

function CsvPanel( { busy, onCreate }: SourcePanelProps ) {
	const [ file, setFile ] = useState< File | null >( null );
	const [ what, setWhat ] = useState< CsvWhat >( 'events' );
	const [ dateFormat, setDateFormat ] = useState( 'auto' );
	const [ preview, setPreview ] = useState< CsvPreview | null >( null );
	const [ mapping, setMapping ] = useState< CsvMapping >( {} );
	const [ error, setError ] = useState( '' );
	const [ loading, setLoading ] = useState( false );

	useEffect( () => {
		setPreview( null );
		setError( '' );
		if ( ! file ) {
			return undefined;
		}
		let current = true;
		setLoading( true );
		apiFetch< CsvPreview >( {
			path: `${ NAMESPACE }/imports/csv-preview`,
			method: 'POST',
			body: previewForm( file, what ),
		} )
			.then( ( answer ) => {
				if ( current ) {
					setPreview( answer );
					setMapping( initialMapping( answer ) );
				}
			} )
			.catch(
				( failure ) => current && setError( errorMessage( failure ) )
			)
			.finally( () => current && setLoading( false ) );
		return () => {
			current = false;
		};
	}, [ file, what ] );

	const missing = preview ? missingFields( preview.fields, mapping ) : [];
	const options = preview
		? fieldOptions( preview.fields, __( 'Don’t import', 'eventsmith' ) )
		: [];

	return (
		<>
			<input
				type="file"
				accept=".csv,text/csv"
				aria-label={ __( 'CSV file (.csv)', 'eventsmith' ) }
				onChange={ ( event ) =>
					setFile( event.target.files?.[ 0 ] ?? null )
				}
			/>
			<SelectControl
				label={ __( 'The rows are', 'eventsmith' ) }
				value={ what }
				onChange={ ( value ) => setWhat( value as CsvWhat ) }
				options={ [
					{ label: __( 'Events', 'eventsmith' ), value: 'events' },
					{
						label: __( 'Attendees', 'eventsmith' ),
						value: 'attendees',
					},
				] }
			/>
			<SelectControl
				label={ __( 'Dates like 03/04/2027 read as', 'eventsmith' ) }
				value={ dateFormat }
				onChange={ setDateFormat }
				options={ [
					{
						label: __(
							'Guess (refuse dates that could be either)',
							'eventsmith'
						),
						value: 'auto',
					},
					{
						label: __( 'day/month/year', 'eventsmith' ),
						value: 'd/m/Y',
					},
					{
						label: __( 'month/day/year', 'eventsmith' ),
						value: 'm/d/Y',
					},
				] }
			/>
			{ loading && <p>{ __( 'Reading the file…', 'eventsmith' ) }</p> }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ preview && (
				<div
					className="eventsmith-import__csv-preview"
					style={ { overflowX: 'auto', maxWidth: '100%' } }
				>
					<table className="widefat striped">
						<caption>
							{ __(
								'The first rows of the file, and what each column is imported as',
								'eventsmith'
							) }
						</caption>
						<thead>
							<tr>
								<th scope="col">
									{ __( 'Line', 'eventsmith' ) }
								</th>
								{ preview.headers.map( ( header, index ) => (
									<th scope="col" key={ index }>
										<span>{ header }</span>
										<SelectControl
											label={ sprintf(
												/* translators: %s: a column header of the CSV file. */
												__(
													'Import column “%s” as',
													'eventsmith'
												),
												header
											) }
											hideLabelFromVision
											value={ mapping[ header ] ?? '' }
											onChange={ ( field ) =>
												setMapping( ( now ) =>
													mapColumn(
														now,
														header,
														field
													)
												)
											}
											options={ options }
										/>
									</th>
								) ) }
							</tr>
						</thead>
						<tbody>
							{ preview.rows.map( ( row ) => (
								<tr key={ row.line }>
									<td>{ row.line }</td>
									{ preview.headers.map(
										( header, index ) => (
											<td key={ index }>
												{ row.cells[ index ] ?? '' }
											</td>
										)
									) }
								</tr>
							) ) }
						</tbody>
					</table>
				</div>
			) }
			{ preview && missing.length > 0 && (
				<Notice status="warning" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: field names, comma-separated. */
						__( 'Choose a column for: %s.', 'eventsmith' ),
						missing.map( ( field ) => field.label ).join( ', ' )
					) }
				</Notice>
			) }
			<Button
				variant="secondary"
				isBusy={ busy }
				disabled={ busy || ! file || ! preview || missing.length > 0 }
				onClick={ () =>
					file &&
					onCreate( csvImportForm( file, what, mapping, dateFormat ) )
				}
			>
				{ __( 'Count what it will do (dry run)', 'eventsmith' ) }
			</Button>
		</>
	);
}

export const csvSource: ImportSourceOption = {
	kind: 'csv',
	label: __( 'CSV file (events or attendees)', 'eventsmith' ),
	Panel: CsvPanel,
};
