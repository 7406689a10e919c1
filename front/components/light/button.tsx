/**
 * A button or link with the markup and classes of `@wordpress/components`'
 * Button, so it looks the same, for screens that must not wait for
 * wp-components (the dashboard's first screen). An icon-only button names
 * itself with `label` and shows it as a tooltip on hover and focus.
 */
import { Icon } from '@wordpress/icons';
import type { ReactElement, ReactNode } from 'react';

export type ButtonLook = {
	variant?: 'primary' | 'secondary' | 'tertiary';
	size?: 'compact';
	isDestructive?: boolean;
	className?: string;
};

type Props = ButtonLook & {
	children?: ReactNode;
	icon?: ReactElement;
	/** Accessible name; shown as a tooltip when the button has no text. */
	label?: string;
	href?: string;
	target?: string;
	rel?: string;
	disabled?: boolean;
	onClick?: () => void;
	/** Extra attributes of the button element (aria-*, data-*). */
	attributes?: Record< string, string | boolean | undefined >;
};

/**
 * The class list `@wordpress/components` gives a Button.
 *
 * @param look    Variant, size, destructive, extra class.
 * @param hasIcon Whether it shows an icon.
 * @param hasText Whether it shows text next to the icon.
 */
export function buttonClass(
	look: ButtonLook,
	hasIcon = false,
	hasText = true
): string {
	return [
		'components-button',
		look.className,
		look.variant && `is-${ look.variant }`,
		look.size === 'compact' && 'is-compact',
		look.isDestructive && 'is-destructive',
		hasIcon && hasText && 'has-text',
		hasIcon && 'has-icon',
	]
		.filter( Boolean )
		.join( ' ' );
}

export function LightButton( {
	children,
	icon,
	label,
	href,
	target,
	rel,
	disabled,
	onClick,
	attributes,
	...look
}: Props ) {
	const hasText = children !== undefined && children !== null;
	const tooltip = !! icon && ! hasText && !! label;
	const common = {
		className: buttonClass(
			{
				...look,
				className: [
					look.className,
					tooltip && 'eventsmith-has-tooltip',
				]
					.filter( Boolean )
					.join( ' ' ),
			},
			!! icon,
			hasText
		),
		'aria-label': label,
		'data-tooltip': tooltip ? label : undefined,
		...attributes,
	};
	const content = (
		<>
			{ icon && <Icon icon={ icon } /> }
			{ children }
		</>
	);
	if ( href !== undefined && ! disabled ) {
		return (
			<a { ...common } href={ href } target={ target } rel={ rel }>
				{ content }
			</a>
		);
	}
	return (
		<button
			type="button"
			{ ...common }
			disabled={ disabled }
			onClick={ onClick }
		>
			{ content }
		</button>
	);
}
