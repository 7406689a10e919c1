/**
 * The footer of a list: 'Showing X - Y of N events', page buttons and the
 * page-size changer (10, 20, 50, 100). No wp-components: the event list,
 * the dashboard's first screen, shows it.
 */
import { LightButton as Button } from '../../../front/components/light/button';
import { SelectField } from '../../../front/components/light/select-field';
import { __, sprintf } from '@wordpress/i18n';
import { pageRange } from './page-range';

export const PAGE_SIZES = [ 10, 20, 50, 100 ];

export type Pagination = {
	page: number;
	perPage: number;
	total: number;
	/** Plural noun for the footer, e.g. 'events'. */
	noun: string;
	onPageChange: ( page: number ) => void;
	onPerPageChange: ( perPage: number ) => void;
	/** False while the total is not known yet (first page loading). */
	totalKnown?: boolean;
};

export function ListPagination( {
	page,
	perPage,
	total,
	noun,
	onPageChange,
	onPerPageChange,
	totalKnown = true,
}: Pagination ) {
	const { from, to, pages } = pageRange( page, perPage, total );

	return (
		<div className="eventsmith-list__footer">
			<p className="eventsmith-list__count">
				{ totalKnown &&
					sprintf(
						/* translators: 1: first row number, 2: last row number, 3: total rows, 4: plural noun such as "events". */
						__( 'Showing %1$d - %2$d of %3$d %4$s', 'eventsmith' ),
						from,
						to,
						total,
						noun
					) }
			</p>
			<div className="eventsmith-list__pages">
				<Button
					variant="secondary"
					size="compact"
					disabled={ page <= 1 }
					onClick={ () => onPageChange( page - 1 ) }
				>
					{ __( 'Previous', 'eventsmith' ) }
				</Button>
				<span className="eventsmith-list__page-number">
					{ totalKnown &&
						sprintf(
							/* translators: 1: current page, 2: number of pages. */
							__( 'Page %1$d of %2$d', 'eventsmith' ),
							Math.min( page, pages ),
							pages
						) }
				</span>
				<Button
					variant="secondary"
					size="compact"
					disabled={ ! totalKnown || page >= pages }
					onClick={ () => onPageChange( page + 1 ) }
				>
					{ __( 'Next', 'eventsmith' ) }
				</Button>
				<SelectField
					label={ __( 'Per page', 'eventsmith' ) }
					labelPosition="side"
					value={ String( perPage ) }
					options={ PAGE_SIZES.map( ( size ) => ( {
						label: String( size ),
						value: String( size ),
					} ) ) }
					onChange={ ( value ) => onPerPageChange( Number( value ) ) }
				/>
			</div>
		</div>
	);
}
