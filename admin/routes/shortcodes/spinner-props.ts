/**
 * Props for Spinner: the 6.5-era typings wrongly require two pointer-capture props.
 */
import type { Spinner } from '@wordpress/components';
import type { ComponentProps } from 'react';

export const spinnerProps = {} as ComponentProps< typeof Spinner >;
