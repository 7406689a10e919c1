/**
 * A small bar chart in inline SVG. Screen readers get one sentence with
 * every value (the SVG's aria-label) and a visually hidden table.
 */
import { __ } from '@wordpress/i18n';
import { barHeights, chartSummary, type Bar } from './chart-scale';

type Props = {
	/** What the chart shows, e.g. 'Tickets sold by day'. */
	title: string;
	bars: Bar[];
	/** Header of the value column in the hidden table. */
	valueLabel: string;
	/** Shown instead of the chart when there are no bars. */
	emptyMessage: string;
	/** Colour of the bars by index (defaults to the admin colour). */
	colors?: string[];
};

const HEIGHT = 140;
const LABEL_SPACE = 36;
const VALUE_SPACE = 18;
const SLOT = 48;

export function BarChart( {
	title,
	bars,
	valueLabel,
	emptyMessage,
	colors,
}: Props ) {
	if ( bars.length === 0 ) {
		return (
			<div className="eventsmith-chart eventsmith-chart--empty">
				<p className="eventsmith-chart__title">{ title }</p>
				<p>{ emptyMessage }</p>
			</div>
		);
	}
	const heights = barHeights(
		bars.map( ( bar ) => bar.value ),
		HEIGHT
	);
	const width = Math.max( bars.length * SLOT, SLOT * 2 );
	const total = HEIGHT + LABEL_SPACE + VALUE_SPACE;

	return (
		<figure className="eventsmith-chart">
			<figcaption className="eventsmith-chart__title">
				{ title }
			</figcaption>
			<svg
				className="eventsmith-chart__svg"
				role="img"
				aria-label={ chartSummary( title, bars ) }
				viewBox={ `0 0 ${ width } ${ total }` }
				width={ width }
				height={ total }
				preserveAspectRatio="xMinYMin meet"
			>
				<line
					x1={ 0 }
					x2={ width }
					y1={ VALUE_SPACE + HEIGHT }
					y2={ VALUE_SPACE + HEIGHT }
					className="eventsmith-chart__axis"
				/>
				{ bars.map( ( bar, index ) => {
					const x = index * SLOT + SLOT * 0.2;
					const barWidth = SLOT * 0.6;
					const y = VALUE_SPACE + HEIGHT - heights[ index ]!;
					return (
						<g key={ `${ bar.label }-${ index }` }>
							<rect
								x={ x }
								y={ y }
								width={ barWidth }
								height={ heights[ index ] }
								rx={ 2 }
								className="eventsmith-chart__bar"
								style={
									colors?.[ index ]
										? { fill: colors[ index ] }
										: undefined
								}
							/>
							<text
								x={ x + barWidth / 2 }
								y={ y - 4 }
								textAnchor="middle"
								className="eventsmith-chart__value"
							>
								{ bar.display ?? bar.value }
							</text>
							<text
								x={ x + barWidth / 2 }
								y={ VALUE_SPACE + HEIGHT + 16 }
								textAnchor="middle"
								className="eventsmith-chart__label"
							>
								{ bar.label }
							</text>
						</g>
					);
				} ) }
			</svg>
			<table className="screen-reader-text">
				<caption>{ title }</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Label', 'eventsmith' ) }</th>
						<th scope="col">{ valueLabel }</th>
					</tr>
				</thead>
				<tbody>
					{ bars.map( ( bar, index ) => (
						<tr key={ `${ bar.label }-${ index }` }>
							<th scope="row">{ bar.label }</th>
							<td>{ bar.display ?? bar.value }</td>
						</tr>
					) ) }
				</tbody>
			</table>
		</figure>
	);
}
