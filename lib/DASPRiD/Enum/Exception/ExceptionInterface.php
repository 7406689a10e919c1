<?php
declare(strict_types = 1);

namespace DASPRiD\Enum\Exception;

use Throwable;

interface ExceptionInterface extends Throwable
{
}
